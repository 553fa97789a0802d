import type { DeliveryState, DocumentDistribution, LocalAgreementStatus, LocalDocumentType } from '@nebo/shared-vocabulary';

/** A row of `local_government_agreements` as the repository returns it. */
export interface LocalAgreementRow {
  id: string;
  flightRequestId: string;
  authorityId: string;
  status: LocalAgreementStatus;
  purpose: string | null;
  decisionNumber: string | null;
  /** `YYYY-MM-DD`. */
  decisionDate: string | null;
  outsideLocality: boolean;
  /** The flight's route crosses the administration's municipality (fixed when it was added). */
  routeCrosses: boolean;
  sendAt: Date | null;
  recipientEmail: string | null;
  comment: string | null;
  deliveryJobId: string | null;
  deliveryState: DeliveryState | null;
  deliveryAttempts: number;
  deliveryLastError: string | null;
  deliveredAt: Date | null;
  /** users.id of the administration's employee who decided on the platform (issue 13); null otherwise. */
  decidedByUserId: string | null;
  /** «Фамилия И. (Должность), <authority>» as the case file names the decider. */
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionFileId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A flight's local agreement reduced to where it stands (the requests list's summary). */
export type LocalAgreementStatusRow = Pick<LocalAgreementRow, 'flightRequestId' | 'authorityId' | 'status'>;

/** A row of `local_agreement_attachments`. */
export interface LocalAttachmentRow {
  agreementId: string;
  documentType: LocalDocumentType | null;
  distribution: DocumentDistribution;
  fileId: string;
}

/** The newest file of a document type a pilot sent to any administration (what «use the previous one» offers). */
export interface PreviousDocumentRow {
  documentType: LocalDocumentType;
  fileId: string;
}

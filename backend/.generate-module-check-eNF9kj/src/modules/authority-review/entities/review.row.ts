import type { OrvdAgreementRow, StoredAirport } from '../../agreements/entities/orvd-agreement.row';
import type { ReviewBody, ReviewStatus } from '../domain/review-status';

/** A request as the review list reads it: the flight, its agreement with the caller's authority, the applicant. */
export interface ReviewRow {
  id: string;
  name: string | null;
  body: ReviewBody;
  reviewStatus: ReviewStatus;
  agreementStatus: string;
  ownerKind: 'USER' | 'COMPANY';
  ownerId: string;
  actingUserId: string | null;
  /** users.id of whoever receives the decision's notice and owns its file: the pilot, or the company's acting user. */
  recipientUserId: string | null;
  applicantName: string | null;
  applicantEmail: string | null;
  applicantPhone: string | null;
  droneId: string | null;
  droneRegistrationNumber: string | null;
  droneModel: string | null;
  purposeCode: string | null;
  firstFlightAt: Date | null;
  lastFlightAt: Date | null;
  sendAt: Date | null;
  decisionAt: Date | null;
  crossesArea: boolean | null;
}

/** The authority's map object: a zonal centre's ZONAL_CENTERS area or a municipality's boundary. */
export interface AreaRow {
  /** A simplified shape for drawing. */
  shape: unknown;
  /** A finer shape for cutting the route. */
  fineShape: unknown;
}

export interface InFlightRow {
  flightRequestId: string;
  name: string | null;
  applicantName: string | null;
  dateId: string;
  startAt: Date;
  finishAt: Date;
  sid: string | null;
}

export interface TodaysFlightRow {
  flightRequestId: string;
  name: string | null;
  reviewStatus: ReviewStatus;
  startAt: Date;
  finishAt: Date;
  geometry: unknown;
}

export interface ApplicantDocumentRow {
  id: string;
  type: string;
  series: string | null;
  number: string;
  issuedAt: string | null;
}

/** The zonal-centre agreement's submission and decision, as the review detail shows them. */
export interface OrvdSubmissionRow {
  usageMode: string | null;
  regimeNumber: string | null;
  regimeDate: string | null;
  channel: string | null;
  petition: OrvdAgreementRow['petition'];
  takeoffAirport: StoredAirport | null;
  landingAirport: StoredAirport | null;
  restrictedZone: boolean;
  decision: 'ALLOWED' | 'REJECTED' | null;
  permitNumber: string | null;
  permitDate: string | null;
  comment: string | null;
  decisionFileId: string | null;
  decidedByName: string | null;
  decisionAt: Date | null;
}

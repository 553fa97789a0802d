import type { CaseEventActor } from '@nebo/shared-vocabulary';

/** A row of agreement_events, with the authority's names joined for reading. */
export interface AgreementEventRow {
  id: string;
  flightRequestId: string;
  at: Date;
  actor: CaseEventActor;
  actorUserId: string | null;
  actorName: string | null;
  body: 'ORVD' | 'LOCAL';
  authorityId: string | null;
  authorityNameRu: string | null;
  authorityNameEn: string | null;
  event: string;
  summaryRu: string;
  summaryEn: string;
  payload: Record<string, unknown>;
  digest: string;
}

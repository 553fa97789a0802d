import type { CaseEventActor } from '@nebo/shared-vocabulary';

/** Which approving body an event belongs to: the zonal centre or a local administration. */
export type CaseEventBody = 'ORVD' | 'LOCAL';

/** What a caller records (CaseFile.record), inside its own transaction. */
export interface CaseEventInput {
  flightRequestId: string;
  actor: CaseEventActor;
  actorUserId?: string | null;
  actorName?: string | null;
  body: CaseEventBody;
  authorityId?: string | null;
  /** A stable code, e.g. 'orvd.submission-sent'. */
  event: string;
  summary: { ru: string; en: string };
  payload?: Record<string, unknown>;
  /** Defaults to the clock's now; the digest covers it, so it is fixed before the row is written. */
  at?: Date;
}

/** An event as the page shows it (CaseEventDto). */
export interface CaseEventView {
  id: string;
  at: string;
  actor: CaseEventActor;
  actorName: string | null;
  body: CaseEventBody;
  authorityId: string | null;
  authorityName: string | null;
  event: string;
  summary: string;
  digest: string;
}

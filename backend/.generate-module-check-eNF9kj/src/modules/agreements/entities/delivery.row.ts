import type { DeliveryState, SubmissionChannel } from '@nebo/shared-vocabulary';

export type DeliverySubject = 'ORVD_SUBMISSION' | 'MESSAGE' | 'LOCAL_APPLICATION';

/** A row of deliveries: one send of a submission (subject_id = the flight id) or a message (subject_id = its id). */
export interface DeliveryRow {
  id: string;
  flightRequestId: string;
  subject: DeliverySubject;
  subjectId: string;
  channel: SubmissionChannel;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  jobId: string | null;
  dedupKey: string;
  createdAt: Date;
}

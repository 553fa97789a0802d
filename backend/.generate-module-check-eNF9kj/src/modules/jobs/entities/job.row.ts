/** pg-boss's life cycle of a job: created → active → completed, or retry → active …, failed, cancelled. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One job of a queue as stored by pg-boss (table pgboss.job), for tests and diagnostics. */
export interface JobRow {
  id: string;
  state: JobState;
  data: unknown;
  /** Retries started so far (0 while the first attempt is pending or running). */
  retryCount: number;
  retryLimit: number;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  singletonKey: string | null;
  /** The last failure (`{ message }`) or the handler's result. */
  output: unknown;
}

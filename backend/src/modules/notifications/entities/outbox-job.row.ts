/** A job the worker has claimed for one delivery attempt (see the migration for the life cycle). */
export interface ClaimedJob {
  id: string;
  /** What to do with the payload (`email`). */
  kind: string;
  payload: unknown;
  /** Attempts including the one just claimed. */
  attempts: number;
}

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ClaimedJob } from '../entities/outbox-job.row';

/** SQL of the outbox table; the only place that knows its columns. */
@Injectable()
export class OutboxJobsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records a job inside the caller's transaction, so it exists exactly when the state change commits. */
  async insert(manager: EntityManager, kind: string, payload: unknown): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(`INSERT INTO outbox_jobs (kind, payload) VALUES ($1, $2::jsonb) RETURNING id`, [
      kind,
      JSON.stringify(payload),
    ]);
    return rows[0].id;
  }

  /**
   * Claims up to `limit` due jobs for `lockSeconds`. FOR UPDATE SKIP LOCKED lets any number of workers
   * claim side by side without ever taking the same job; a PROCESSING job whose lock ran out belonged to a
   * worker that died mid-delivery and is due again.
   */
  async claimDue(limit: number, lockSeconds: number): Promise<ClaimedJob[]> {
    return this.dataSource.query(
      `WITH due AS (
         SELECT id FROM outbox_jobs
          WHERE (status = 'PENDING' AND next_attempt_at <= now())
             OR (status = 'PROCESSING' AND locked_until < now())
          ORDER BY next_attempt_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE outbox_jobs j
            SET status = 'PROCESSING', attempts = j.attempts + 1,
                locked_until = now() + make_interval(secs => $2), updated_at = now()
           FROM due WHERE j.id = due.id
         RETURNING j.id, j.kind, j.payload, j.attempts
       )
       SELECT * FROM claimed`,
      [limit, lockSeconds],
    );
  }

  async markSent(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_jobs SET status = 'SENT', sent_at = now(), locked_until = NULL, last_error = NULL, updated_at = now()
        WHERE id = $1 AND status = 'PROCESSING'`,
      [id],
    );
  }

  /** Schedules another attempt, or gives the job up as FAILED when `retryInMs` is null. */
  async markFailed(id: string, error: string, retryInMs: number | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_jobs
          SET status = CASE WHEN $3::bigint IS NULL THEN 'FAILED' ELSE 'PENDING' END,
              next_attempt_at = CASE WHEN $3::bigint IS NULL THEN next_attempt_at
                                     ELSE now() + make_interval(secs => $3::bigint / 1000.0) END,
              locked_until = NULL, last_error = $2, updated_at = now()
        WHERE id = $1 AND status = 'PROCESSING'`,
      [id, error.slice(0, 2000), retryInMs],
    );
  }
}

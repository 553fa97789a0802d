import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CreateOutboxJobs1763800300000 } from './1763800300000-create-outbox-jobs';

/** As EmailOutbox registers the queue (OUTBOX_MAX_ATTEMPTS default 8 = 7 retries); the registration updates it at start. */
const EMAIL_QUEUE_OPTIONS = { policy: 'standard', retryLimit: 7, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };

/**
 * The e-mail outbox moves onto the job queue (pg-boss, installed by the jobs module's 1795570000000): the
 * queue `email.send` is created as pg-boss's createQueue does (its `create_queue` function: the queue row and
 * its partition of pgboss.job), every undelivered e-mail of `outbox_jobs` becomes a job with the same id (so
 * its Message-ID stays the same) and a fresh set of attempts, and the old table goes. A job a dead worker was
 * holding (PROCESSING) is due at once; a PENDING one keeps its next attempt time.
 */
export class MoveOutboxToJobQueue1795570000001 implements MigrationInterface {
  name = 'MoveOutboxToJobQueue1795570000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SELECT pgboss.create_queue('email.send', $1::json)`, [JSON.stringify(EMAIL_QUEUE_OPTIONS)]);
    await queryRunner.query(
      `INSERT INTO pgboss.job (id, name, data, state, retry_limit, retry_delay, retry_backoff, start_after, expire_in,
                               created_on, keep_until, policy)
       SELECT id, 'email.send', payload, 'created', $1, $2, true,
              CASE WHEN status = 'PENDING' THEN next_attempt_at ELSE now() END,
              make_interval(secs => $3), created_at, now() + interval '14 days', 'standard'
         FROM outbox_jobs
        WHERE kind = 'email' AND status IN ('PENDING', 'PROCESSING')
       ON CONFLICT DO NOTHING`,
      [EMAIL_QUEUE_OPTIONS.retryLimit, EMAIL_QUEUE_OPTIONS.retryDelay, EMAIL_QUEUE_OPTIONS.expireInSeconds],
    );
    await queryRunner.query('DROP TABLE outbox_jobs');
  }

  /** Brings back the (empty) table; jobs stay in pg-boss, whose schema the jobs module's down removes. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await new CreateOutboxJobs1763800300000().up(queryRunner);
  }
}

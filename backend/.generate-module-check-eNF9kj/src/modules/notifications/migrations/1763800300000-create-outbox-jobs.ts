import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox: every outbound effect (an e-mail for now) is a row written in the same transaction as the
 * state change that causes it, and delivered afterwards by a worker with retries. `locked_until` lets a
 * crashed worker's claim expire so another instance can pick the job up.
 */
export class CreateOutboxJobs1763800300000 implements MigrationInterface {
  name = 'CreateOutboxJobs1763800300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROCESSING', 'SENT', 'FAILED')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The worker's only question: which unfinished jobs are due? Finished jobs stay out of the index.
    await queryRunner.query(`CREATE INDEX ix_outbox_jobs_due ON outbox_jobs (next_attempt_at) WHERE status IN ('PENDING', 'PROCESSING')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox_jobs');
  }
}

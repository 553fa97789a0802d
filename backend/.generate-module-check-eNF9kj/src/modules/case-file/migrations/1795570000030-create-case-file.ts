import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The case file: an append-only trail of every agreement event. The trigger refuses UPDATE and DELETE for every
 * role the application connects with, so an entry once written stays as written (its digest proves it). There is
 * deliberately no foreign key to flight_requests: a trail outlives what it describes, and a cascade would be a DELETE.
 */
export class CreateCaseFile1795570000030 implements MigrationInterface {
  name = 'CreateCaseFile1795570000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE agreement_events (
        id bigserial PRIMARY KEY,
        flight_request_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL CHECK (actor IN ('USER', 'SYSTEM', 'AUTHORITY')),
        actor_user_id uuid,
        actor_name text,
        body text NOT NULL CHECK (body IN ('ORVD', 'LOCAL')),
        authority_id uuid,
        event text NOT NULL,
        summary_ru text NOT NULL,
        summary_en text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        digest text NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX ix_agreement_events_flight ON agreement_events (flight_request_id, at, id)');
    await queryRunner.query(`
      CREATE FUNCTION agreement_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'agreement_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER agreement_events_append_only BEFORE UPDATE OR DELETE ON agreement_events
        FOR EACH ROW EXECUTE FUNCTION agreement_events_append_only()`);
    // TRUNCATE skips row triggers; a statement trigger closes that door too.
    await queryRunner.query(`
      CREATE TRIGGER agreement_events_no_truncate BEFORE TRUNCATE ON agreement_events
        FOR EACH STATEMENT EXECUTE FUNCTION agreement_events_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE agreement_events');
    await queryRunner.query('DROP FUNCTION agreement_events_append_only()');
  }
}

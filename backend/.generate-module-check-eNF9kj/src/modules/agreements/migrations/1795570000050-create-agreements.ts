import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `('CREATED', 'SENDING', 'PENDING', 'ALLOWED', 'REJECTED', 'EXPIRED', 'INFLIGHT', 'CANCELED', 'ARRIVED')`;
const STAGES = `('AWAITING', 'SENDING', 'CONFIRMING', 'TAKEOFF', 'LANDING')`;
const CHANNELS = `('EMAIL', 'API_AZIMUT', 'SPPI')`;

/**
 * The zonal-centre agreement of a flight (one per flight request, same id), the state of each flight date, the
 * flight messages per date, and every send's delivery. Dedup keys are unique: a retried job finds its row again
 * instead of writing a second one, and the centre recognises the same key.
 */
export class CreateAgreements1795570000050 implements MigrationInterface {
  name = 'CreateAgreements1795570000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orvd_agreements (
        flight_request_id uuid PRIMARY KEY REFERENCES flight_requests (id) ON DELETE CASCADE,
        owner_user_id uuid NOT NULL,
        authority_id uuid NOT NULL REFERENCES authorities (id),
        status varchar(16) NOT NULL CHECK (status IN ${STATUSES}),
        stage varchar(16) NOT NULL CHECK (stage IN ${STAGES}),
        decision varchar(16) CHECK (decision IN ('ALLOWED', 'REJECTED')),
        channel varchar(16) CHECK (channel IN ${CHANNELS}),
        submission_type varchar(40),
        usage_mode varchar(16) CHECK (usage_mode IN ('LOCAL', 'TEMPORARY', 'RESTRICTED')),
        regime_number varchar(64),
        regime_date date,
        petition jsonb,
        takeoff_airport jsonb,
        landing_airport jsonb,
        recipient_email varchar(320),
        restricted_zone boolean NOT NULL DEFAULT false,
        restriction_zone_instead text,
        comment text,
        permit_number varchar(64),
        external_id text,
        dedup_key text UNIQUE,
        send_at timestamptz,
        decision_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK ((regime_number IS NULL) = (regime_date IS NULL))
      )`);
    await queryRunner.query('CREATE INDEX ix_orvd_agreements_owner ON orvd_agreements (owner_user_id, channel)');
    await queryRunner.query(`
      CREATE TABLE flight_date_states (
        date_id uuid PRIMARY KEY REFERENCES flight_request_intervals (id) ON DELETE CASCADE,
        flight_request_id uuid NOT NULL REFERENCES flight_requests (id) ON DELETE CASCADE,
        status varchar(16) NOT NULL CHECK (status IN ${STATUSES}),
        stage varchar(16) CHECK (stage IN ${STAGES}),
        sid varchar(64),
        departed_at timestamptz,
        arrived_at timestamptz,
        auto_cancel_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX ix_flight_date_states_flight ON flight_date_states (flight_request_id)');
    await queryRunner.query('CREATE INDEX ix_flight_date_states_sid ON flight_date_states (sid) WHERE sid IS NOT NULL');
    await queryRunner.query(`
      CREATE TABLE flight_messages (
        id uuid PRIMARY KEY,
        flight_request_id uuid NOT NULL REFERENCES flight_requests (id) ON DELETE CASCADE,
        date_id uuid NOT NULL REFERENCES flight_request_intervals (id) ON DELETE CASCADE,
        kind varchar(3) NOT NULL CHECK (kind IN ('SHR', 'DEP', 'ARR', 'CNL')),
        text text NOT NULL,
        dedup_key text NOT NULL UNIQUE,
        external_id text,
        sent_at timestamptz,
        reply text,
        reply_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX ix_flight_messages_date ON flight_messages (date_id, created_at)');
    await queryRunner.query(`
      CREATE TABLE deliveries (
        id uuid PRIMARY KEY,
        flight_request_id uuid NOT NULL REFERENCES flight_requests (id) ON DELETE CASCADE,
        subject varchar(24) NOT NULL CHECK (subject IN ('ORVD_SUBMISSION', 'MESSAGE', 'LOCAL_APPLICATION')),
        subject_id text NOT NULL,
        channel varchar(16) NOT NULL,
        state varchar(16) NOT NULL CHECK (state IN ('QUEUED', 'SENDING', 'RETRYING', 'DELIVERED', 'FAILED', 'CANCELED')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz,
        delivered_at timestamptz,
        job_id text,
        dedup_key text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX ix_deliveries_subject ON deliveries (subject, subject_id, created_at DESC)');
    await queryRunner.query('CREATE INDEX ix_deliveries_dedup ON deliveries (dedup_key)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE deliveries');
    await queryRunner.query('DROP TABLE flight_messages');
    await queryRunner.query('DROP TABLE flight_date_states');
    await queryRunner.query('DROP TABLE orvd_agreements');
  }
}

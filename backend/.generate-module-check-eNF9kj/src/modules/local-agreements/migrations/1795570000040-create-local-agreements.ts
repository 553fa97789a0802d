import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Local administrations' agreements of a flight: one per (flight, authority), with the application's
 * attachments. The delivery columns follow the job that e-mails the application (the page shows them).
 * `route_crosses`: the flight's route crosses the municipality, fixed when added (a converted flight's route no
 * longer changes).
 */
export class CreateLocalAgreements1795570000040 implements MigrationInterface {
  name = 'CreateLocalAgreements1795570000040';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE local_government_agreements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        flight_request_id uuid NOT NULL REFERENCES flight_requests (id) ON DELETE CASCADE,
        authority_id uuid NOT NULL REFERENCES authorities (id),
        status varchar(16) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CONFIRMED', 'REFUSED')),
        purpose text,
        decision_number text,
        decision_date date,
        outside_locality boolean NOT NULL DEFAULT false,
        route_crosses boolean NOT NULL DEFAULT false,
        send_at timestamptz,
        recipient_email text,
        comment text,
        delivery_job_id text,
        delivery_state varchar(16) CHECK (delivery_state IN ('QUEUED', 'SENDING', 'RETRYING', 'DELIVERED', 'FAILED', 'CANCELED')),
        delivery_attempts integer NOT NULL DEFAULT 0,
        delivery_last_error text,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_local_agreements_flight_authority UNIQUE (flight_request_id, authority_id),
        CONSTRAINT ck_local_agreements_decision CHECK ((decision_number IS NULL) = (decision_date IS NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE local_agreement_attachments (
        id bigserial PRIMARY KEY,
        agreement_id uuid NOT NULL REFERENCES local_government_agreements (id) ON DELETE CASCADE,
        document_type varchar(64),
        distribution varchar(16) NOT NULL CHECK (distribution IN ('UPLOADED', 'PREVIOUS')),
        file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
        position integer NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX ix_local_agreement_attachments_agreement ON local_agreement_attachments (agreement_id, position)',
    );
    await queryRunner.query('CREATE INDEX ix_local_agreement_attachments_file ON local_agreement_attachments (file_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE local_agreement_attachments');
    await queryRunner.query('DROP TABLE local_government_agreements');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Flight requests (docs/requirements.md#flights) of both kinds of owner: an individual (owner_kind USER,
 * owner_id = users.id) or a company (COMPANY, owner_id = the organisation), with the person who acts. A
 * request's id is also its agreement's id. Its intervals (the general flight date and the reserved dates)
 * have stable ids: the `dateId` of the flight messages.
 */
export class CreateFlightRequests1795551353829 implements MigrationInterface {
  name = 'CreateFlightRequests1795551353829';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE flight_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_kind varchar(16) NOT NULL CHECK (owner_kind IN ('USER', 'COMPANY')),
        owner_id uuid NOT NULL,
        acting_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        status varchar(16) NOT NULL DEFAULT 'DRAFT'
          CHECK (status IN ('DRAFT', 'CREATED', 'PENDING', 'ALLOWED', 'REJECTED', 'EXPIRED')),
        simple boolean NOT NULL DEFAULT false,
        name varchar(200),
        drone_id uuid REFERENCES drones (id) ON DELETE SET NULL,
        drone_name varchar(200),
        drone_registration_number varchar(64),
        drone_transponder_number varchar(64),
        purpose_code varchar(32),
        work_name varchar(1000),
        work_address varchar(1000),
        work_type varchar(64),
        purpose_custom varchar(1000),
        line_of_sight varchar(16) NOT NULL DEFAULT 'INSIDE' CHECK (line_of_sight IN ('INSIDE', 'OUTSIDE')),
        external_pilot_name varchar(200),
        external_pilot_phone varchar(16),
        manager_name varchar(200),
        manager_phone varchar(16),
        developer_name varchar(200),
        developer_phone varchar(16),
        offset_mode varchar(8) NOT NULL DEFAULT 'UTC' CHECK (offset_mode IN ('UTC', 'LOCAL')),
        geometry jsonb,
        take_off_point jsonb,
        landing_point jsonb,
        altitude_min integer,
        altitude_max integer,
        altitude_ground_min integer,
        altitude_ground_max integer,
        fly_space_class varchar(1) CHECK (fly_space_class IN ('G', 'C', 'A')),
        outside_locality boolean NOT NULL DEFAULT false,
        restricted_zone boolean NOT NULL DEFAULT false,
        route_summary varchar(500),
        snapshot_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        regime_number varchar(64),
        first_flight_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // The list: one owner's requests in the order of each sort (scanned forwards or backwards); text search on the name.
    await queryRunner.query(
      'CREATE INDEX ix_flight_requests_owner_first_flight ON flight_requests (owner_kind, owner_id, first_flight_at DESC NULLS LAST, id DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX ix_flight_requests_owner_created ON flight_requests (owner_kind, owner_id, created_at DESC, id DESC)',
    );
    await queryRunner.query(
      "CREATE INDEX ix_flight_requests_name_text ON flight_requests USING gin (to_tsvector('simple', coalesce(name, '')))",
    );
    await queryRunner.query(
      'CREATE INDEX ix_flight_requests_snapshot ON flight_requests (snapshot_file_id) WHERE snapshot_file_id IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX ix_flight_requests_drone ON flight_requests (drone_id) WHERE drone_id IS NOT NULL');

    await queryRunner.query(`
      CREATE TABLE flight_request_intervals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        flight_request_id uuid NOT NULL REFERENCES flight_requests (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL CHECK (kind IN ('GENERAL', 'RESERVED')),
        start_at timestamptz NOT NULL,
        finish_at timestamptz NOT NULL,
        CHECK (finish_at > start_at)
      )`);
    await queryRunner.query('CREATE INDEX ix_flight_request_intervals_request ON flight_request_intervals (flight_request_id, start_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE flight_request_intervals');
    await queryRunner.query('DROP TABLE flight_requests');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the list's filters read without touching every one of the owner's rows:
 * - `last_flight_at`, the latest finish of the request's intervals (null without intervals), kept by the
 *   repository whenever it writes the intervals — with `first_flight_at` it bounds the date-range filter
 *   before the intervals are looked at, from `(owner_kind, owner_id, last_flight_at) INCLUDE (first_flight_at,
 *   id)` alone (an index-only scan; only the survivors' intervals are read);
 * - `name_search`, the name's search vector (the very expression the old GIN index was built on), stored so
 *   the text filter reads it instead of computing it for each of the owner's rows. The list always names its
 *   owner, so the owner's index finds the rows; the GIN index goes: on a common word the planner joined it
 *   in a BitmapAnd that read tens of thousands of other owners' entries (21 ms against ~3 ms of filtering
 *   the heavy pilot's 5,000 rows at 1,000,000 requests);
 * - `(owner_kind, owner_id, status)`, so the status tab's count is an index-only scan.
 */
export class FlightListFilters1795562400000 implements MigrationInterface {
  name = 'FlightListFilters1795562400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE flight_requests ADD COLUMN last_flight_at timestamptz');
    await queryRunner.query(`
      UPDATE flight_requests r SET last_flight_at = i.last_finish
      FROM (SELECT flight_request_id, max(finish_at) AS last_finish FROM flight_request_intervals GROUP BY flight_request_id) i
      WHERE i.flight_request_id = r.id`);
    await queryRunner.query(
      "ALTER TABLE flight_requests ADD COLUMN name_search tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, ''))) STORED",
    );
    await queryRunner.query('DROP INDEX ix_flight_requests_name_text');
    await queryRunner.query('CREATE INDEX ix_flight_requests_owner_status ON flight_requests (owner_kind, owner_id, status)');
    await queryRunner.query(
      'CREATE INDEX ix_flight_requests_owner_flight_span ON flight_requests (owner_kind, owner_id, last_flight_at) INCLUDE (first_flight_at, id)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_flight_requests_owner_flight_span');
    await queryRunner.query('DROP INDEX ix_flight_requests_owner_status');
    await queryRunner.query(
      "CREATE INDEX ix_flight_requests_name_text ON flight_requests USING gin (to_tsvector('simple', coalesce(name, '')))",
    );
    await queryRunner.query('ALTER TABLE flight_requests DROP COLUMN name_search');
    await queryRunner.query('ALTER TABLE flight_requests DROP COLUMN last_flight_at');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agreements' expiry sweep looks every few minutes for converted requests still undecided (CREATED, PENDING)
 * whose last date is over: a partial index on `last_flight_at` over just those rows keeps it a short index scan
 * whatever the number of requests.
 */
export class FlightExpiryIndex1795570000080 implements MigrationInterface {
  name = 'FlightExpiryIndex1795570000080';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE INDEX ix_flight_requests_undecided_last_flight ON flight_requests (last_flight_at) WHERE status IN ('CREATED', 'PENDING')",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_flight_requests_undecided_last_flight');
  }
}

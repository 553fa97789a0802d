import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters of sign-in throttling (sign-in/sign-in-throttle.ts), in the exact layout rate-limiter-flexible's
 * RateLimiterPostgres reads and writes (`key`, `points`, `expire` in epoch ms; one table for every limiter,
 * keys carry the limiter's prefix). Created here rather than by the library (`tableCreated: true`): the
 * schema changes by migrations only. Keys hold hashes of logins, never the logins themselves.
 */
export class AuthSignInLimits1795500000001 implements MigrationInterface {
  name = 'AuthSignInLimits1795500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_sign_in_limit (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )
    `);
    // The library deletes expired rows every few minutes by this column.
    await queryRunner.query(`CREATE INDEX auth_sign_in_limit_expire ON auth_sign_in_limit (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth_sign_in_limit`);
  }
}

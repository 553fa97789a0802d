import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store of rate-limiter-flexible's RateLimiterPostgres for checks of a user's current password
 * (services/password-attempt-limiter.ts), in exactly the shape that library creates itself, made here
 * instead (`tableCreated: true`) so that no instance runs DDL at start and every instance counts in the
 * same rows. `expire` is epoch milliseconds; the library deletes expired rows itself.
 */
export class PasswordCheckLimits1795410000100 implements MigrationInterface {
  name = 'PasswordCheckLimits1795410000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_password_check_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_password_check_limits');
  }
}

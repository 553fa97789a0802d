import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts of the embedded OpenID Connect provider. `id` is the token `sub`. Login and e-mail are unique
 * regardless of case (people type their address in any case); the password is an scrypt hash with its
 * own salt and parameters in one string (see accounts/password-hasher.ts).
 */
export class AuthAccounts1763800100000 implements MigrationInterface {
  name = 'AuthAccounts1763800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_account (
        id uuid PRIMARY KEY,
        login text NOT NULL CHECK (length(login) BETWEEN 3 AND 254),
        email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        password_hash text NOT NULL,
        given_name text NOT NULL,
        family_name text NOT NULL,
        locale text NOT NULL DEFAULT 'ru',
        realm_roles text[] NOT NULL DEFAULT '{}',
        enabled boolean NOT NULL DEFAULT true,
        email_verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX auth_account_login_ci ON auth_account (lower(login))`);
    await queryRunner.query(`CREATE UNIQUE INDEX auth_account_email_ci ON auth_account (lower(email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth_account`);
  }
}

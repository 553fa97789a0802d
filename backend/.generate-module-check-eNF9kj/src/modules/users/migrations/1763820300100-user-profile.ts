import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rest of the profile (docs/requirements.md#users-profile): locality, mission categories, avatar, bank requisites,
 * the organisation an individual works for, notification settings and bound social accounts, plus the
 * pending social-binding requests of the OAuth2 code flow. Timestamped after the users table
 * (1763820000000), which it alters, rather than in the 17638003… range.
 */
export class UserProfile1763820300100 implements MigrationInterface {
  name = 'UserProfile1763820300100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN locality_id integer,
        ADD COLUMN mission_category_ids integer[] NOT NULL DEFAULT '{}',
        ADD COLUMN avatar_file_id uuid,
        ADD COLUMN email_changed_at timestamptz`);
    // E-mail uniqueness is checked case-insensitively on every change.
    await queryRunner.query('CREATE INDEX ix_users_email_ci ON users (lower(email))');
    await queryRunner.query(`
      CREATE TABLE user_bank_accounts (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        account_number varchar(20),
        correspondent_account varchar(20),
        bank_name varchar(255),
        kpp varchar(9),
        bik varchar(9),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE user_organizations (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        name varchar(255) NOT NULL,
        inn varchar(10) NOT NULL,
        position varchar(150) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE user_notification_settings (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('WEBSITE', 'EMAIL', 'TELEGRAM')),
        category text NOT NULL CHECK (category IN ('FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE')),
        enabled boolean NOT NULL,
        PRIMARY KEY (user_id, method, category)
      )`);
    await queryRunner.query(`
      CREATE TABLE user_social_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL,
        external_id text NOT NULL,
        display_name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_user_social_identities_account UNIQUE (provider, external_id),
        CONSTRAINT uq_user_social_identities_user UNIQUE (user_id, provider)
      )`);
    await queryRunner.query(`
      CREATE TABLE social_bind_requests (
        state text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        provider text NOT NULL,
        redirect_url text NOT NULL,
        code_verifier text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE social_bind_requests');
    await queryRunner.query('DROP TABLE user_social_identities');
    await queryRunner.query('DROP TABLE user_notification_settings');
    await queryRunner.query('DROP TABLE user_organizations');
    await queryRunner.query('DROP TABLE user_bank_accounts');
    await queryRunner.query('DROP INDEX ix_users_email_ci');
    await queryRunner.query(`
      ALTER TABLE users DROP COLUMN locality_id, DROP COLUMN mission_category_ids, DROP COLUMN avatar_file_id,
        DROP COLUMN email_changed_at`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail address changes waiting for confirmation, and the e-mailed links that confirm or undo them
 * (issue 9: one leaked access token must not take an account). A change is PENDING until the link sent to
 * the new address is used; at most one is PENDING per user (a new request supersedes the old one). Links
 * are stored as the SHA-256 of their secret, used once, with an expiry: CONFIRM (to the new address,
 * 24 h) and UNDO (to the old address, 7 days, one at the request and one at the confirmation).
 */
export class EmailChanges1795410000000 implements MigrationInterface {
  name = 'EmailChanges1795410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_email_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        old_email text NOT NULL,
        new_email text NOT NULL,
        locale text NOT NULL CHECK (locale IN ('ru', 'en')),
        status text NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED', 'SUPERSEDED', 'CANCELLED', 'UNDONE')),
        requested_at timestamptz NOT NULL,
        confirmation_sent_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        closed_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_user_email_changes_pending ON user_email_changes (user_id) WHERE status = 'PENDING'`);
    await queryRunner.query('CREATE INDEX ix_user_email_changes_user ON user_email_changes (user_id, requested_at)');
    await queryRunner.query(`
      CREATE TABLE user_email_change_links (
        token_hash text PRIMARY KEY,
        change_id uuid NOT NULL REFERENCES user_email_changes (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('CONFIRM', 'UNDO')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_user_email_change_links_change ON user_email_change_links (change_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_email_change_links');
    await queryRunner.query('DROP TABLE user_email_changes');
  }
}

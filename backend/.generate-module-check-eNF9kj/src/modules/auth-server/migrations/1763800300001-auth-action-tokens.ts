import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use records of the signed links the provider e-mails (Keycloak's "action tokens"): the link's
 * signature proves who issued it, this row proves it has not been used or superseded yet.
 */
export class AuthActionTokens1763800300001 implements MigrationInterface {
  name = 'AuthActionTokens1763800300001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_action_token (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES auth_account (id) ON DELETE CASCADE,
        action text NOT NULL CHECK (action IN ('UPDATE_PASSWORD')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_auth_action_token_account ON auth_action_token (account_id) WHERE used_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auth_action_token');
  }
}

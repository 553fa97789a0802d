import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-person "access tokens valid after" times (services/access-token-cutoffs.ts): a bearer token whose
 * `iat` lies before its subject's `not_before` is refused, so signing out or disabling an account takes
 * effect at once instead of when the last access token expires. `subject` is the token's `sub` as the
 * issuer writes it (text: a Keycloak realm may use ids that are not UUIDs). One row per person who ever
 * signed out; it only moves forward.
 */
export class IdentityTokenCutoff1795500000000 implements MigrationInterface {
  name = 'IdentityTokenCutoff1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity_token_cutoff (
        subject text PRIMARY KEY CHECK (length(subject) BETWEEN 1 AND 255),
        not_before timestamptz NOT NULL
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE identity_token_cutoff`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Secrets the provider generates once and every instance must share: the RSA signing key set, the
 * cookie signing keys and the key of the refresh-token envelope (keys/secret-store.ts).
 */
export class AuthSecrets1763800100002 implements MigrationInterface {
  name = 'AuthSecrets1763800100002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_secret (
        name text PRIMARY KEY,
        value jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth_secret`);
  }
}

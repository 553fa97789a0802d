import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Storage behind oidc-provider's Adapter interface (oidc/postgres-adapter.ts): sessions, interactions,
 * grants, authorization codes and refresh tokens, one row per model and id. Kept in PostgreSQL so that
 * sessions survive a restart and several backend instances share them. Lookup columns are copied out of
 * the payload for the indexed queries the interface needs (by grant, by uid, by user code).
 */
export class AuthOidcStore1763800100001 implements MigrationInterface {
  name = 'AuthOidcStore1763800100001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_oidc_payload (
        model text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        uid text,
        user_code text,
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (model, id)
      )
    `);
    await queryRunner.query(`CREATE INDEX auth_oidc_payload_grant ON auth_oidc_payload (grant_id) WHERE grant_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX auth_oidc_payload_uid ON auth_oidc_payload (model, uid) WHERE uid IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX auth_oidc_payload_user_code ON auth_oidc_payload (model, user_code) WHERE user_code IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX auth_oidc_payload_expiry ON auth_oidc_payload (expires_at) WHERE expires_at IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE auth_oidc_payload`);
  }
}

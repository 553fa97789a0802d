import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signing an account out everywhere (`revokeAccountSessions`) deletes its rows of oidc-provider's store by
 * the account id inside the payload; without this index that is a scan of every session, grant and token
 * of every account.
 */
export class AuthPayloadAccountIndex1795500000002 implements MigrationInterface {
  name = 'AuthPayloadAccountIndex1795500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX auth_oidc_payload_account ON auth_oidc_payload ((payload->>'accountId'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX auth_oidc_payload_account`);
  }
}

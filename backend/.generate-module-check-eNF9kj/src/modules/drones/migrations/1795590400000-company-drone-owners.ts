import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Company drones (docs/requirements.md#company-drones): a drone belongs to a user or to a company, told apart by
 * `owner_kind` (existing drones are the pilots'). `owner_id` names a users.id or a companies.id, so the foreign
 * key to users (fk_drones_owner, cross-module migration 1795369095917) moves to a generated column that holds
 * owner_id for a pilot's drone only, and a company's drone gets its key to companies the same way: both owners
 * keep their RESTRICT. The companies table exists by now (companies module, 1795590000000…). A company drone also
 * keeps one ownership-proof scan. Registration numbers stay unique across both kinds (uq_drones_registration_number
 * is untouched).
 */
export class CompanyDroneOwners1795590400000 implements MigrationInterface {
  name = 'CompanyDroneOwners1795590400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE drones ADD COLUMN owner_kind varchar(8) NOT NULL DEFAULT 'USER' CONSTRAINT ck_drones_owner_kind CHECK (owner_kind IN ('USER', 'COMPANY'))`,
    );
    await queryRunner.query('ALTER TABLE drones DROP CONSTRAINT IF EXISTS fk_drones_owner');
    await queryRunner.query(
      `ALTER TABLE drones
         ADD COLUMN owner_user_id uuid GENERATED ALWAYS AS (CASE WHEN owner_kind = 'USER' THEN owner_id END) STORED,
         ADD COLUMN owner_company_id uuid GENERATED ALWAYS AS (CASE WHEN owner_kind = 'COMPANY' THEN owner_id END) STORED`,
    );
    await queryRunner.query(
      'ALTER TABLE drones ADD CONSTRAINT fk_drones_owner FOREIGN KEY (owner_user_id) REFERENCES users (id) ON DELETE RESTRICT',
    );
    await queryRunner.query(
      'ALTER TABLE drones ADD CONSTRAINT fk_drones_owner_company FOREIGN KEY (owner_company_id) REFERENCES companies (id) ON DELETE RESTRICT',
    );
    // The keys' checks on deleting a user or a company, without scanning the table.
    await queryRunner.query('CREATE INDEX ix_drones_owner_user ON drones (owner_user_id) WHERE owner_user_id IS NOT NULL');
    await queryRunner.query('CREATE INDEX ix_drones_owner_company ON drones (owner_company_id) WHERE owner_company_id IS NOT NULL');
    // Both lists (a pilot's, a company's) read one owner's drones in the default order straight off the index.
    await queryRunner.query('DROP INDEX ix_drones_owner_created');
    await queryRunner.query('CREATE INDEX ix_drones_owner_created ON drones (owner_id, owner_kind, created_at, id)');
    await queryRunner.query('ALTER TABLE drone_files DROP CONSTRAINT drone_files_kind_check');
    await queryRunner.query(
      `ALTER TABLE drone_files ADD CONSTRAINT drone_files_kind_check
       CHECK (kind IN ('IMAGE', 'REGISTRATION_CERT', 'AIRWORTHINESS_CERT', 'OWNERSHIP_PROOF'))`,
    );
  }

  /** Company drones cannot be expressed without the column: they are removed (their files' rows stay orphaned). */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM drones WHERE owner_kind = 'COMPANY'`);
    await queryRunner.query('ALTER TABLE drone_files DROP CONSTRAINT drone_files_kind_check');
    await queryRunner.query(
      `ALTER TABLE drone_files ADD CONSTRAINT drone_files_kind_check CHECK (kind IN ('IMAGE', 'REGISTRATION_CERT', 'AIRWORTHINESS_CERT'))`,
    );
    await queryRunner.query('DROP INDEX ix_drones_owner_created');
    await queryRunner.query('CREATE INDEX ix_drones_owner_created ON drones (owner_id, created_at, id)');
    await queryRunner.query('ALTER TABLE drones DROP CONSTRAINT fk_drones_owner_company');
    await queryRunner.query('ALTER TABLE drones DROP CONSTRAINT IF EXISTS fk_drones_owner');
    await queryRunner.query('ALTER TABLE drones DROP COLUMN owner_company_id, DROP COLUMN owner_user_id, DROP COLUMN owner_kind');
    await queryRunner.query(
      'ALTER TABLE drones ADD CONSTRAINT fk_drones_owner FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE RESTRICT',
    );
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The authority area's decisions (issue 13) on a local application: who on the platform decided (final: the pilot's
 * own `set-permission` no longer changes it), when, and the decision's file.
 */
export class LocalAuthorityDecisions1795580000210 implements MigrationInterface {
  name = 'LocalAuthorityDecisions1795580000210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE local_government_agreements
        ADD COLUMN decided_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN decided_by_name text,
        ADD COLUMN decided_at timestamptz,
        ADD COLUMN decision_file_id uuid REFERENCES files (id) ON DELETE SET NULL`);
    // The review list: one administration's sent applications, newest first.
    await queryRunner.query(
      'CREATE INDEX ix_local_agreements_authority_sent ON local_government_agreements (authority_id, send_at DESC) WHERE send_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_local_agreements_authority_sent');
    await queryRunner.query(`
      ALTER TABLE local_government_agreements DROP COLUMN decided_by_user_id, DROP COLUMN decided_by_name, DROP COLUMN decided_at,
        DROP COLUMN decision_file_id`);
  }
}

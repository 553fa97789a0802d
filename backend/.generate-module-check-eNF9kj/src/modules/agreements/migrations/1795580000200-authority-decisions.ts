import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The authority area's decisions (issue 13): who on the platform decided (a decision written there is final: a
 * later centre reply never overwrites it), the permit's date of issue and the decision's file. `route_crosses` is
 * whether the route crosses the centre's map area, computed once by the review module (NULL until then) so the
 * review list never recomputes crossings per request.
 */
export class AuthorityDecisions1795580000200 implements MigrationInterface {
  name = 'AuthorityDecisions1795580000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orvd_agreements
        ADD COLUMN decided_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN decided_by_name text,
        ADD COLUMN permit_date date,
        ADD COLUMN decision_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        ADD COLUMN route_crosses boolean`);
    // The review list: one authority's sent agreements, newest first.
    await queryRunner.query(
      'CREATE INDEX ix_orvd_agreements_authority_sent ON orvd_agreements (authority_id, send_at DESC) WHERE send_at IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_orvd_agreements_authority_sent');
    await queryRunner.query(`
      ALTER TABLE orvd_agreements DROP COLUMN decided_by_user_id, DROP COLUMN decided_by_name, DROP COLUMN permit_date,
        DROP COLUMN decision_file_id, DROP COLUMN route_crosses`);
  }
}

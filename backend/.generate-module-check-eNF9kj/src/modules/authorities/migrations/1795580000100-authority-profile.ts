import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The profile an authority's admins keep on the platform (authority area): avatar and general information.
 * `profile_updated_at` marks a profile its admins edited: from then on the seeds and the map no longer reset its
 * names and contacts.
 */
export class AuthorityProfile1795580000100 implements MigrationInterface {
  name = 'AuthorityProfile1795580000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE authorities
        ADD COLUMN avatar_file_id uuid,
        ADD COLUMN short_name text,
        ADD COLUMN address text,
        ADD COLUMN website text,
        ADD COLUMN description text,
        ADD COLUMN profile_updated_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE authorities DROP COLUMN avatar_file_id, DROP COLUMN short_name, DROP COLUMN address, DROP COLUMN website,
        DROP COLUMN description, DROP COLUMN profile_updated_at`);
  }
}

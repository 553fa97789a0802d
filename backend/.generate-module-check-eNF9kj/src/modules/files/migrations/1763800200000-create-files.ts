import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Metadata of uploaded files. `owner_user_id` holds users.id without a foreign key: this migration runs
 * before the users table exists (timestamps order migrations) and users are never deleted.
 */
export class CreateFiles1763800200000 implements MigrationInterface {
  name = 'CreateFiles1763800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE files (
        id uuid PRIMARY KEY,
        filename varchar(255) NOT NULL,
        content_type varchar(128) NOT NULL,
        size bigint NOT NULL CHECK (size > 0),
        sha256 char(64) NOT NULL,
        access_type varchar(16) NOT NULL CHECK (access_type IN ('PUBLIC', 'PROTECTED', 'PERSONAL_DATA')),
        owner_user_id uuid NOT NULL,
        storage_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX ix_files_owner ON files (owner_user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE files');
  }
}

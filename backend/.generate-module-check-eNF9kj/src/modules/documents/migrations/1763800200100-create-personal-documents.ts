import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal documents (one per type and user: the profile has one page per type) and their scans.
 * `owner_user_id` holds users.id without a foreign key: this runs before the users table exists.
 */
export class CreatePersonalDocuments1763800200100 implements MigrationInterface {
  name = 'CreatePersonalDocuments1763800200100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE personal_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_user_id uuid NOT NULL,
        type_code varchar(32) NOT NULL CHECK (type_code IN ('RU_PASSPORT', 'RU_MILITARY_TICKET', 'RU_MILITARY_IDENTITY_CARD',
          'RU_REMOTE_PILOT_LICENSE', 'RU_INN', 'RU_SNILS')),
        series varchar(20),
        number varchar(150) NOT NULL,
        issued date,
        issuer varchar(500),
        residence_address varchar(500),
        birth_place varchar(500),
        esia_document boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_personal_documents_owner_type UNIQUE (owner_user_id, type_code)
      )`);
    await queryRunner.query(`
      CREATE TABLE personal_document_files (
        document_id uuid NOT NULL REFERENCES personal_documents (id) ON DELETE CASCADE,
        file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
        position integer NOT NULL,
        PRIMARY KEY (document_id, file_id)
      )`);
    await queryRunner.query('CREATE INDEX ix_personal_document_files_file ON personal_document_files (file_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE personal_document_files');
    await queryRunner.query('DROP TABLE personal_documents');
  }
}

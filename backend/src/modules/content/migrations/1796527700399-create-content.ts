import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * News and pages kept in the database and edited by the admin (docs/requirements.md#content). Seeded rows
 * carry the hash of their seed files: a seed refreshes a row only while `edited_by_admin` is false, and
 * `content_seed_removals` remembers the seeded news an admin deleted so that a restart does not bring them back.
 */
export class CreateContent1796527700399 implements MigrationInterface {
  name = 'CreateContent1796527700399';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE content_news (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(80) NOT NULL CONSTRAINT uq_content_news_slug UNIQUE,
        category varchar(32) NOT NULL,
        featured boolean NOT NULL DEFAULT false,
        status varchar(16) NOT NULL CHECK (status IN ('DRAFT', 'PUBLISHED')),
        title_ru varchar(200) NOT NULL,
        summary_ru varchar(500) NOT NULL,
        markdown_ru text NOT NULL,
        title_en varchar(200) NOT NULL DEFAULT '',
        summary_en varchar(500) NOT NULL DEFAULT '',
        markdown_en text NOT NULL DEFAULT '',
        author_name varchar(100) NOT NULL,
        author_photo_asset varchar(100),
        image_asset varchar(100),
        image_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
        published_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        seed_hash varchar(64),
        edited_by_admin boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query('CREATE INDEX ix_content_news_published ON content_news (status, published_at DESC, id)');
    await queryRunner.query(`
      CREATE TABLE content_seed_removals (
        kind varchar(16) NOT NULL,
        slug varchar(80) NOT NULL,
        PRIMARY KEY (kind, slug)
      )`);
    await queryRunner.query(`
      CREATE TABLE content_pages (
        slug varchar(80) PRIMARY KEY,
        title_ru varchar(200) NOT NULL,
        markdown_ru text NOT NULL,
        title_en varchar(200) NOT NULL DEFAULT '',
        markdown_en text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL,
        seed_hash varchar(64),
        edited_by_admin boolean NOT NULL DEFAULT false
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE content_pages');
    await queryRunner.query('DROP TABLE content_seed_removals');
    await queryRunner.query('DROP TABLE content_news');
  }
}

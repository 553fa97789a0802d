import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marks the Russian locality names that no data set provides and that are the Latin name written back in
 * Russian letters (data/localities.source.ts), so they can be told apart from, and replaced by, real names.
 * Existing rows are set on the next seed: the localities data set version changes with this rule.
 */
export class LocalityNameTransliterated1795368937242 implements MigrationInterface {
  name = 'LocalityNameTransliterated1795368937242';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE localities ADD COLUMN name_ru_transliterated boolean NOT NULL DEFAULT false');
    await queryRunner.query(
      `COMMENT ON COLUMN localities.name_ru_transliterated IS 'name_ru is the GeoNames Latin name written in Russian letters, not a source name'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE localities DROP COLUMN name_ru_transliterated');
  }
}

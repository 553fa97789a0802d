import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Dictionaries: fixed items (seeded from definitions/static-dictionaries.ts), countries and Russian
 * localities (seeded from pinned npm data sets, reloaded when their version changes).
 */
export class CreateDictionaries1763800200200 implements MigrationInterface {
  name = 'CreateDictionaries1763800200200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dictionary_items (
        dictionary_code varchar(40) NOT NULL,
        id integer NOT NULL,
        code varchar(60) NOT NULL,
        name_ru text NOT NULL,
        name_en text NOT NULL,
        position integer NOT NULL,
        PRIMARY KEY (dictionary_code, id),
        CONSTRAINT uq_dictionary_items_code UNIQUE (dictionary_code, code)
      )`);
    await queryRunner.query(`
      CREATE TABLE countries (
        code char(2) PRIMARY KEY,
        alpha3 char(3) NOT NULL,
        name_ru text NOT NULL,
        name_en text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE localities (
        id integer PRIMARY KEY,
        name_ru text NOT NULL,
        name_en text NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        population integer NOT NULL DEFAULT 0
      )`);
    // Name search is a prefix/substring match on lower-cased names; the sort is by name.
    await queryRunner.query('CREATE INDEX ix_localities_name_ru ON localities (lower(name_ru) text_pattern_ops)');
    await queryRunner.query('CREATE INDEX ix_localities_name_en ON localities (lower(name_en) text_pattern_ops)');
    await queryRunner.query(`
      CREATE TABLE dictionary_datasets (
        name varchar(40) PRIMARY KEY,
        version text NOT NULL,
        loaded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE dictionary_datasets');
    await queryRunner.query('DROP TABLE localities');
    await queryRunner.query('DROP TABLE countries');
    await queryRunner.query('DROP TABLE dictionary_items');
  }
}

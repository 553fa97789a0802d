import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rows re-written per statement when the properties are made compact. */
const COMPACT_BATCH = 2000;

/**
 * Names and sources in Russian and English, and properties kept as compact `json`.
 *
 * - `name`/`source` become `name_ru`/`source_ru` beside new `name_en`/`source_en`: the map answers in the
 *   request's language, and the layers call picks the column in SQL, so the stored answer text is still
 *   copied without parsing. Existing rows get their one text in both languages; the reference datasets are
 *   reloaded with real English and Russian names (their versions changed with this), imported zones keep
 *   their one name until re-imported with `nameEn`.
 * - `properties` becomes `json` (the text as written, compact) instead of `jsonb` (which prints ", " and
 *   ": " between items): the layers call copies that text into every answer, a tenth of a city view. Rows
 *   written before are re-written compact here. The offline lookup's `properties->>'osmId'` works on `json`
 *   as well; an expression index now serves it instead of a scan of every row's jsonb.
 */
export class MapNamesInTwoLanguages1795400000000 implements MigrationInterface {
  name = 'MapNamesInTwoLanguages1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE map_objects RENAME COLUMN name TO name_ru');
    await queryRunner.query('ALTER TABLE map_objects RENAME COLUMN source TO source_ru');
    await queryRunner.query('ALTER TABLE map_objects ADD COLUMN name_en varchar(500), ADD COLUMN source_en text');
    await queryRunner.query('UPDATE map_objects SET name_en = name_ru, source_en = source_ru');
    await queryRunner.query('ALTER TABLE map_objects ALTER COLUMN name_en SET NOT NULL, ALTER COLUMN source_en SET NOT NULL');

    await queryRunner.query(
      `ALTER TABLE map_objects ALTER COLUMN properties DROP DEFAULT,
         ALTER COLUMN properties TYPE json USING properties::text::json,
         ALTER COLUMN properties SET DEFAULT '{}'::json`,
    );
    await compactProperties(queryRunner);
    await queryRunner.query(`CREATE INDEX ix_map_objects_osm_id ON map_objects ((upper(properties->>'osmId')))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_map_objects_osm_id');
    await queryRunner.query(
      `ALTER TABLE map_objects ALTER COLUMN properties DROP DEFAULT,
         ALTER COLUMN properties TYPE jsonb USING properties::jsonb,
         ALTER COLUMN properties SET DEFAULT '{}'::jsonb`,
    );
    await queryRunner.query('ALTER TABLE map_objects DROP COLUMN name_en, DROP COLUMN source_en');
    await queryRunner.query('ALTER TABLE map_objects RENAME COLUMN source_ru TO source');
    await queryRunner.query('ALTER TABLE map_objects RENAME COLUMN name_ru TO name');
  }
}

/**
 * Re-writes each row's properties as JSON.stringify prints them. SQL has no compact printer of JSON, and
 * removing spaces from the text would also remove them from strings inside ("Bench authority").
 */
async function compactProperties(queryRunner: QueryRunner): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: Array<{ id: string; text: string }> = await queryRunner.query(
      'SELECT id, properties::text AS text FROM map_objects WHERE id > $1 ORDER BY id LIMIT $2',
      [after, COMPACT_BATCH],
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    const changed = rows
      .map((row) => ({ id: row.id, text: JSON.stringify(JSON.parse(row.text)) }))
      .filter((row, i) => row.text !== rows[i].text);
    if (changed.length > 0) {
      await queryRunner.query(
        `UPDATE map_objects m SET properties = c.text::json
           FROM unnest($1::uuid[], $2::text[]) AS c(id, text)
          WHERE m.id = c.id`,
        [changed.map((row) => row.id), changed.map((row) => row.text)],
      );
    }
  }
}

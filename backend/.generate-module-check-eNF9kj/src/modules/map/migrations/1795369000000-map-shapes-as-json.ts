import type { MigrationInterface, QueryRunner } from 'typeorm';

const SHAPE_COLUMNS = ['shape', 'shape_b0', 'shape_b1', 'shape_b2', 'shape_b3'] as const;

/**
 * Shapes as `json` (the text as written) instead of `jsonb`. The map never queries inside a shape; it reads
 * shapes whole, and `jsonb` rebuilds their text on every read, printing each coordinate from a numeric —
 * most of the database's time in a layers call. `json` hands the stored text back as it is, so the layers
 * call copies a band's shape into its answer without parsing it (see LayerObjectsService).
 *
 * `jsonb` prints ", " and ": " between items. A shape holds numbers, booleans and its type name, never a
 * string with a space, so removing all whitespace yields exactly the compact text the application writes.
 * `properties` stays `jsonb`: the offline lookup queries inside it.
 */
export class MapShapesAsJson1795369000000 implements MigrationInterface {
  name = 'MapShapesAsJson1795369000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const changes = SHAPE_COLUMNS.map(
      (column) => `ALTER COLUMN ${column} TYPE json USING regexp_replace(${column}::text, '\\s+', '', 'g')::json`,
    );
    await queryRunner.query(`ALTER TABLE map_objects ${changes.join(', ')}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const changes = SHAPE_COLUMNS.map((column) => `ALTER COLUMN ${column} TYPE jsonb USING ${column}::jsonb`);
    await queryRunner.query(`ALTER TABLE map_objects ${changes.join(', ')}`);
  }
}

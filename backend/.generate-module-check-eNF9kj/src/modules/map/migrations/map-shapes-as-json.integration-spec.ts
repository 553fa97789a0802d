import { TestApp, startTestApp } from '../../../testing/test-app';
import { loadFixtures } from '../testing/map-fixtures';
import { MapShapesAsJson1795369000000 } from './1795369000000-map-shapes-as-json';

const SHAPES = 'shape, shape_b0, shape_b1, shape_b2, shape_b3';

/**
 * The move of shapes from jsonb to json on a database that already holds objects: every shape keeps its
 * value and comes out compact (no whitespace), as the application writes new ones; and back again.
 */
describe('migration: map shapes as json', () => {
  let t: TestApp;
  const migration = new MapShapesAsJson1795369000000();

  beforeAll(async () => {
    t = await startTestApp();
    await loadFixtures(t.dataSource);
  });

  afterAll(() => t.close());

  type ShapeTexts = Array<{ external_id: string; layer: string; texts: Array<string | null>; type: string }>;
  const read = async (): Promise<ShapeTexts> => {
    const rows: Array<Record<string, string | null>> = await t.dataSource.query(
      `SELECT layer, external_id, pg_typeof(shape)::text AS type, ${SHAPES.split(', ')
        .map((c) => `${c}::text AS ${c}`)
        .join(', ')}
         FROM map_objects ORDER BY layer, external_id`,
    );
    return rows.map((row) => ({
      layer: row.layer as string,
      external_id: row.external_id as string,
      type: row.type as string,
      texts: SHAPES.split(', ').map((column) => row[column]),
    }));
  };
  const parsed = (rows: ShapeTexts) =>
    rows.map((row) => ({ ...row, type: undefined, texts: row.texts.map((text) => (text === null ? null : JSON.parse(text))) }));

  it('keeps every shape and leaves it compact, both ways', async () => {
    const written = await read();
    expect(written.every((row) => row.type === 'json')).toBe(true);
    expect(written.some((row) => row.texts.slice(1).some((text) => text !== null))).toBe(true);

    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const asJsonb = await read();
      expect(asJsonb.every((row) => row.type === 'jsonb')).toBe(true);
      // jsonb prints its own way (", ", ": ") — what the migration has to undo.
      expect(asJsonb[0].texts[0]).toContain(', ');
      expect(parsed(asJsonb)).toEqual(parsed(written));

      await migration.up(runner);
      const back = await read();
      expect(back.every((row) => row.type === 'json')).toBe(true);
      expect(parsed(back)).toEqual(parsed(written));
      expect(back.flatMap((row) => row.texts).filter((text) => text !== null && /\s/.test(text))).toEqual([]);
    } finally {
      await runner.release();
    }
  });
});

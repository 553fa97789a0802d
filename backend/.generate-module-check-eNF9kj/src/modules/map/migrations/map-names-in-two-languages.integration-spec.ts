import { TestApp, startTestApp } from '../../../testing/test-app';
import { loadFixtures } from '../testing/map-fixtures';
import { MapNamesInTwoLanguages1795400000000 } from './1795400000000-map-names-in-two-languages';

/**
 * The move to names in two languages on a database that already holds objects: each object's one name and
 * source serve both languages, and properties become compact json text with their values (spaces inside
 * strings included) intact; and back again.
 */
describe('migration: map names in two languages', () => {
  let t: TestApp;
  const migration = new MapNamesInTwoLanguages1795400000000();

  beforeAll(async () => {
    t = await startTestApp();
    await loadFixtures(t.dataSource);
  });

  afterAll(() => t.close());

  it('keeps one name and source for both languages, makes properties compact json, and goes back', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      // A row as an import wrote it before: jsonb prints ", " and ": " and keeps spaces inside strings.
      await runner.query(
        `INSERT INTO map_objects (layer, external_id, name, shape_type, shape, vertex_count, min_lng, min_lat, max_lng, max_lat, min_zoom, properties, dataset, source)
         VALUES ('RESTRICTED_ZONES', 'OLD-1', 'Старая зона', 'CIRCLE', '{"type":"CIRCLE","points":[{"lat":55.7,"lng":37.6}],"radius":500}', 1,
                 37.59, 55.69, 37.61, 55.71, 10, '{"authority": "Moscow zonal centre", "osmId": "R42", "lowerLimit": 0}', 'import', 'import: old.geojson (GeoJSON)')`,
      );
      expect((await runner.query(`SELECT properties::text AS text FROM map_objects WHERE external_id = 'OLD-1'`))[0].text).toContain(
        '", "',
      );

      await migration.up(runner);
      const [row] = await runner.query(
        `SELECT name_ru, name_en, source_ru, source_en, properties::text AS text, pg_typeof(properties)::text AS type FROM map_objects WHERE external_id = 'OLD-1'`,
      );
      expect(row).toEqual({
        name_ru: 'Старая зона',
        name_en: 'Старая зона',
        source_ru: 'import: old.geojson (GeoJSON)',
        source_en: 'import: old.geojson (GeoJSON)',
        text: '{"osmId":"R42","authority":"Moscow zonal centre","lowerLimit":0}',
        type: 'json',
      });
      // Every row's properties are compact: no space outside strings.
      const texts: Array<{ text: string }> = await runner.query('SELECT properties::text AS text FROM map_objects');
      expect(texts.filter(({ text }) => text !== JSON.stringify(JSON.parse(text)))).toEqual([]);
      // The offline lookup finds the object by its osmId through the new index.
      const lookup = await t.http.get('/public/map/lookup').query({ osm_ids: 'R42', format: 'json' }).expect(200);
      expect(lookup.body).toHaveLength(1);
      expect(lookup.body[0]).toMatchObject({ display_name: 'Старая зона', osm_type: 'relation', osm_id: 42 });
    } finally {
      await runner.query(`DELETE FROM map_objects WHERE external_id = 'OLD-1'`);
      await runner.release();
    }
  });
});

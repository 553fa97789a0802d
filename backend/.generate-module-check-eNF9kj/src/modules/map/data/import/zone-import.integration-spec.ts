import { TestApp, startTestApp } from '../../../../testing/test-app';
import { MAP_DATASETS } from '../seed/map-datasets';
import { MapSeeder } from '../seed/map-seeder';
import { MapObjectsRepository } from '../../repositories/map-objects.repository';
import { detectFormat, importZones } from './zone-importer';

const square = (lng: number, lat: number) => [
  [
    [lng, lat],
    [lng + 0.01, lat],
    [lng + 0.01, lat + 0.01],
    [lng, lat + 0.01],
    [lng, lat],
  ],
];
const feature = (id: string, name: string, lng: number, extra: Record<string, unknown> = {}) => ({
  type: 'Feature',
  id,
  properties: { name, lowerLimit: 0, upperLimit: 120, ...extra },
  geometry: { type: 'Polygon', coordinates: square(lng, 60) },
});
const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features }, null, 2);

describe('map data loading', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.dataSource.query('DELETE FROM map_objects');
  });

  afterAll(() => t.close());

  const countImported = async () =>
    Number((await t.dataSource.query(`SELECT count(*) AS n FROM map_objects WHERE dataset = 'import'`))[0].n);

  describe('zone import', () => {
    it('imports a GeoJSON file, and a second import of the same identifiers updates them', async () => {
      const first = await importZones(
        t.dataSource,
        collection(feature('IMP-1', 'First', 30), feature('IMP-2', 'Second', 30.1, { layer: 'DANGER_ZONES' })),
        {
          format: 'geojson',
          fileName: 'zones.geojson',
        },
      );
      expect(first).toEqual({ ok: true, imported: 2, layers: { RESTRICTED_ZONES: 1, DANGER_ZONES: 1 } });
      const again = await importZones(t.dataSource, collection(feature('IMP-1', 'First, renamed', 30)), {
        format: 'geojson',
        fileName: 'zones.geojson',
      });
      expect(again.ok).toBe(true);
      expect(await countImported()).toBe(2);
      const [row] = await t.dataSource.query(
        `SELECT name_ru, name_en, source_ru, source_en, upper_limit_m FROM map_objects WHERE external_id = 'IMP-1'`,
      );
      expect(row).toEqual({
        name_ru: 'First, renamed',
        name_en: 'First, renamed',
        source_ru: 'импорт: zones.geojson (GeoJSON)',
        source_en: 'import: zones.geojson (GeoJSON)',
        upper_limit_m: 120,
      });
    });

    it('writes nothing from a file with one bad feature, and says which', async () => {
      const text = collection(feature('IMP-3', 'Good', 31), feature('IMP-4', 'Bad', 31.1, { radius: 5 }), {
        ...feature('IMP-5', 'Bow tie', 31.2),
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [31, 60],
              [31.1, 60.1],
              [31.1, 60],
              [31, 60.1],
              [31, 60],
            ],
          ],
        },
      });
      const outcome = await importZones(t.dataSource, text, { format: 'geojson', fileName: 'bad.geojson' });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.problems).toEqual([
        expect.objectContaining({ feature: 3, identifier: 'IMP-5', reason: expect.stringContaining('crosses itself') }),
      ]);
      expect(outcome.problems[0].line).toBeGreaterThan(1);
      expect(await countImported()).toBe(2);
    });

    it('imports ED-269 and tells the format from the content', async () => {
      const text = JSON.stringify({
        features: [
          {
            identifier: 'ED-1',
            name: 'ED-269 zone',
            type: 'COMMON',
            restriction: 'REQ_AUTHORISATION',
            geometry: [
              {
                uomDimensions: 'M',
                lowerLimit: 0,
                upperLimit: 150,
                horizontalProjection: { type: 'Circle', center: [32, 60], radius: 800 },
              },
            ],
          },
        ],
      });
      expect(detectFormat(text)).toBe('ed269');
      expect(await importZones(t.dataSource, text, { format: 'ed269', fileName: 'zones.json' })).toEqual({
        ok: true,
        imported: 1,
        layers: { RESTRICTED_ZONES: 1 },
      });
      const response = await t.http.get('/public/map/layers/ED-1/objects/RESTRICTED_ZONES').expect(200);
      expect(response.body).toMatchObject({
        geoShape: { type: 'CIRCLE', radius: 800 },
        properties: { restriction: 'REQ_AUTHORISATION', upperLimit: 150 },
      });
    });
  });

  describe('reference data seeding', () => {
    it('loads the aerodromes from the pinned package once, then finds them up to date', async () => {
      const aerodromes = MAP_DATASETS.filter((d) => d.name === 'seed:aerodromes');
      const seeder = new MapSeeder(t.dataSource, new MapObjectsRepository(t.dataSource));
      const [loaded] = await seeder.seed({ datasets: aerodromes });
      expect(loaded).toMatchObject({ name: 'seed:aerodromes', status: 'loaded', removed: 0 });
      expect(loaded.objects).toBeGreaterThan(600);
      const [again] = await seeder.seed({ datasets: aerodromes });
      expect(again.status).toBe('up-to-date');

      const sheremetyevo = await t.http.get('/public/map/layers/UUEE/objects/AIRPORTS').expect(200);
      expect(sheremetyevo.body).toMatchObject({ properties: { icao: 'UUEE', landingSiteType: 'AIRPORT', generated: false } });
      const zone = await t.http.get('/public/map/layers/UUEE/objects/CONTROL_AREAS').expect(200);
      expect(zone.body).toMatchObject({
        geoShape: { type: 'CIRCLE', radius: 30_000 },
        properties: { generated: true, generator: 'TYPICAL_CONTROL_ZONE' },
      });
      expect(zone.body.source).toMatch(/^сгенерировано: /);
      // Imported zones belong to another dataset and survive the seed.
      expect(await countImported()).toBe(3);
    });
  });
});

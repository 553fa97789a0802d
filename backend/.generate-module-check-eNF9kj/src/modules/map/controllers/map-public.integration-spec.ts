import { TestApp, startTestApp } from '../../../testing/test-app';
import { MAP_DATASETS } from '../data/seed/map-datasets';
import { MapSeeder } from '../data/seed/map-seeder';
import { MapObjectsRepository } from '../repositories/map-objects.repository';
import { loadFixtures } from '../testing/map-fixtures';

interface LayerObject {
  id: string;
  layer: string;
  name: string;
  active: boolean;
  geoShape: { type: string; points: unknown[]; clipped?: boolean; radius?: number };
  properties: Record<string, unknown>;
}

describe('public map calls', () => {
  let t: TestApp;
  let ids: Map<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    ids = await loadFixtures(t.dataSource);
  });

  afterAll(() => t.close());

  const objects = async (query: Record<string, string | string[]>) => {
    const response = await t.http.get('/public/map/layers/objects').query(query).expect(200);
    return response.body as { data: LayerObject[]; meta: { totalCount: number; truncated: boolean; zoomBand: number } };
  };
  const names = (data: LayerObject[]) => data.map((o) => o.name).sort();
  const ZONES = 'RESTRICTED_ZONES,DANGER_ZONES,TEMPORARY_ZONES';

  describe('GET /public/map/layers/objects', () => {
    it('answers only what intersects the box, without a token', async () => {
      const { data, meta } = await objects({ zoomLevel: '12', boundingBox: '37.49,55.69,37.56,55.73', layers: ZONES });
      expect(names(data)).toEqual(['Zone A']);
      expect(meta).toEqual({ totalCount: 1, truncated: false, zoomBand: 3 });
      expect(data[0]).toMatchObject({
        id: ids.get('RESTRICTED_ZONES/ZONE-A'),
        layer: 'RESTRICTED_ZONES',
        active: true,
        geoShape: { type: 'POLYGON' },
        properties: { code: 'SR', lowerLimit: 0, upperLimit: 150, altitudeUnit: 'M', generated: false },
      });
      expect(data[0].geoShape.points).toHaveLength(4);
    });

    it('leaves out a circle whose box overlaps the view but whose shape does not', async () => {
      // The north-east corner of zone B's box, 1.2 km from its centre (radius 1 km).
      const { data } = await objects({ zoomLevel: '14', boundingBox: '37.6345,55.7175,37.637,55.719', layers: ZONES });
      expect(data).toEqual([]);
      const { data: wider } = await objects({ zoomLevel: '14', boundingBox: '37.62,55.71,37.637,55.719', layers: ZONES });
      expect(names(wider)).toEqual(['Zone B']);
      expect(wider[0].geoShape).toMatchObject({ type: 'CIRCLE', radius: 1000 });
    });

    it('keeps a zone that crosses the view, or holds it, with none of its corners in view', async () => {
      // Zone A spans 37.50–37.55 × 55.70–55.72: a band across it, then a view inside it.
      const across = await objects({ zoomLevel: '14', boundingBox: '37.52,55.69,37.53,55.73', layers: ZONES });
      expect(names(across.data)).toEqual(['Zone A']);
      const inside = await objects({ zoomLevel: '14', boundingBox: '37.52,55.705,37.53,55.715', layers: ZONES });
      expect(names(inside.data)).toEqual(['Zone A']);
      expect(inside.data[0].geoShape.points).toHaveLength(4);
    });

    it('accepts the dotted-key form of the box, repeated layer keys and DMS coordinates', async () => {
      const { data } = await objects({
        zoomLevel: '11',
        'boundingBox.minLng': '37°29\'24"E',
        'boundingBox.minLat': '55.69',
        'boundingBox.maxLng': '37.8',
        'boundingBox.maxLat': "55°44'N",
        layers: ['RESTRICTED_ZONES', 'temporary_zones'],
      });
      expect(names(data)).toEqual(['Zone A', 'Zone C']);
    });

    it('filters by altitude: INTERSECT_VALUE keeps bands containing the value, UP_TO_VALUE bands starting at or below it', async () => {
      const box = { zoomLevel: '11', boundingBox: '37.4,55.6,37.8,55.8', layers: ZONES };
      expect(names((await objects({ ...box, altitudeFilterMode: 'INTERSECT_VALUE', altitudeFilterValue: '300' })).data)).toEqual([
        'Zone B',
        'Zone C',
      ]);
      expect(names((await objects({ ...box, altitudeFilterMode: 'UP_TO_VALUE', altitudeFilterValue: '50' })).data)).toEqual([
        'Zone A',
        'Zone C',
      ]);
      expect(names((await objects({ ...box, altitudeFilterMode: 'INTERSECT_VALUE', altitudeFilterValue: '1100' })).data)).toEqual([]);
      // Objects without an altitude band (aerodromes) are never filtered out by altitude.
      const airports = await objects({ ...box, layers: 'AIRPORTS', altitudeFilterMode: 'UP_TO_VALUE', altitudeFilterValue: '0' });
      expect(names(airports.data)).toContain('Test airport');
    });

    it('simplifies for the zoom and drops what is too small to see', async () => {
      const view = { boundingBox: '36.5,55.2,38.7,56.3', layers: 'ZONAL_CENTERS,RESTRICTED_ZONES' };
      const coarse = await objects({ ...view, zoomLevel: '3' });
      const fine = await objects({ ...view, zoomLevel: '16' });
      const coarseCentre = coarse.data.find((o) => o.layer === 'ZONAL_CENTERS');
      const fineCentre = fine.data.find((o) => o.layer === 'ZONAL_CENTERS');
      expect(fineCentre?.geoShape.points).toHaveLength(4000);
      expect(coarseCentre?.geoShape.points.length).toBeLessThan(100);
      // Zone A (a few km wide) is a speck at zoom 3.
      expect(names(coarse.data)).not.toContain('Zone A');
      expect(names(fine.data)).toContain('Zone A');
    });

    it('cuts a large shape to the view with a margin and says so', async () => {
      const { data } = await objects({ zoomLevel: '15', boundingBox: '38.15,55.7,38.25,55.8', layers: 'ZONAL_CENTERS' });
      expect(data).toHaveLength(1);
      expect(data[0].geoShape.clipped).toBe(true);
      expect(data[0].geoShape.points.length).toBeLessThan(400);
      for (const point of data[0].geoShape.points as Array<{ lat: number; lng: number }>) {
        expect(point.lng).toBeGreaterThanOrEqual(38.125 - 1e-9);
        expect(point.lat).toBeLessThanOrEqual(55.825 + 1e-9);
      }
    });

    it.each([
      [
        { zoomLevel: '10', boundingBox: '37.9,55.6,37.4,55.8' },
        'boundingBox:minLng (37.9) must be less than maxLng (37.4): the box is inverted or empty',
      ],
      [
        { zoomLevel: '10', boundingBox: '37.4,55.9,37.9,55.6' },
        'boundingBox:minLat (55.9) must be less than maxLat (55.6): the box is inverted or empty',
      ],
      [
        { zoomLevel: '10', boundingBox: '37.4,55.6,37.4,55.8' },
        'boundingBox:minLng (37.4) must be less than maxLng (37.4): the box is inverted or empty',
      ],
      [{ zoomLevel: '10', boundingBox: '37.4,55.6,37.9,95' }, 'boundingBox.maxLat:latitude must be between -90 and 90'],
      [{ zoomLevel: '10', boundingBox: '-190,55.6,37.9,55.8' }, 'boundingBox.minLng:longitude must be between -180 and 180'],
      [{ zoomLevel: '10', boundingBox: '37.4,55.6,37.9,Infinity' }, 'boundingBox.maxLat:latitude "Infinity" is not a coordinate'],
      [
        {
          zoomLevel: '10',
          'boundingBox.minLng': '37.4',
          'boundingBox.minLat': 'north',
          'boundingBox.maxLng': '37.9',
          'boundingBox.maxLat': '55.8',
        },
        'boundingBox.minLat:latitude "north" is not a coordinate',
      ],
      [{ zoomLevel: '10', boundingBox: '37.4,abc,37.9,55.8' }, 'boundingBox.minLat:latitude "abc" is not a coordinate'],
      [{ zoomLevel: '10', boundingBox: '37.4,55.6,37.9' }, 'boundingBox:must be four numbers minLng,minLat,maxLng,maxLat'],
      [{ zoomLevel: 'ten', boundingBox: '37.4,55.6,37.9,55.8' }, 'zoomLevel:must be a number'],
      [{ zoomLevel: '30', boundingBox: '37.4,55.6,37.9,55.8' }, 'zoomLevel:must be between 0 and 22'],
      [{ boundingBox: '37.4,55.6,37.9,55.8' }, 'zoomLevel:is required'],
      [{ zoomLevel: '10' }, 'boundingBox:is required (minLng,minLat,maxLng,maxLat)'],
      [{ zoomLevel: '10', boundingBox: '37.4,55.6,37.9,55.8', layers: 'CLOUDS' }, 'layers:unknown layer "CLOUDS"'],
      [
        { zoomLevel: '10', boundingBox: '37.4,55.6,37.9,55.8', altitudeFilterMode: 'ABOVE', altitudeFilterValue: '1' },
        'altitudeFilterMode:must be one of INTERSECT_VALUE, UP_TO_VALUE',
      ],
      [
        { zoomLevel: '10', boundingBox: '37.4,55.6,37.9,55.8', altitudeFilterMode: 'UP_TO_VALUE' },
        'altitudeFilterValue:is required with altitudeFilterMode (metres)',
      ],
      [{ zoomLevel: '10', boundingBox: '37.4,55.6,37.9,55.8', page: '2' }, 'page:property page should not exist'],
    ])('refuses %j with a 400 in the error shape', async (query, expected) => {
      const response = await t.http.get('/public/map/layers/objects').query(query).expect(400);
      expect(response.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      expect(response.body.message).toContain(expected);
      const [field] = expected.split(':');
      expect(response.body.detailedError).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
  });

  describe('GET /public/map/layers/{id}/objects/{name}', () => {
    it('answers one object in full detail by id or by its source key', async () => {
      const byId = await t.http.get(`/public/map/layers/${ids.get('AIRPORTS/UUTT')}/objects/AIRPORTS`).expect(200);
      expect(byId.body).toMatchObject({
        name: 'Test airport',
        layer: 'AIRPORTS',
        externalId: 'UUTT',
        source: 'тестовые данные',
        geoShape: { type: 'MARKER' },
      });
      const byKey = await t.http.get('/public/map/layers/UUTT/objects/airports').expect(200);
      expect(byKey.body.id).toBe(ids.get('AIRPORTS/UUTT'));
    });

    it('answers "No id or layername is present" for a missing id or layer name', async () => {
      for (const path of [
        '/public/map/layers/undefined/objects/AIRPORTS',
        '/public/map/layers/UUTT/objects/null',
        '/public/map/layers/UUTT/objects',
        '/public/map/layers/%20/objects/AIRPORTS',
      ]) {
        const response = await t.http.get(path).expect(400);
        expect(response.body).toMatchObject({
          error: 'Bad Request',
          message: 'No id or layername is present',
          statusCode: 400,
          code: 'map.no-id-or-layer-name',
        });
      }
    });

    it('answers "No id or layername is present" for an empty id segment, not a generic 404', async () => {
      expect((await t.http.get('/public/map/layers//objects/AIRPORTS').expect(400)).body).toEqual({
        error: 'Bad Request',
        message: 'No id or layername is present',
        statusCode: 400,
        detailedError: [{ field: 'id', error: 'is required' }],
        code: 'map.no-id-or-layer-name',
      });
      for (const path of ['/public/map/layers//objects', '/public/map/layers//objects/', '/public/map/layers/UUTT/objects/']) {
        const response = await t.http.get(path).expect(400);
        expect(response.body).toMatchObject({ message: 'No id or layername is present', statusCode: 400 });
      }
    });

    it('refuses an unknown layer and answers 404 for an unknown object', async () => {
      expect((await t.http.get('/public/map/layers/UUTT/objects/CLOUDS').expect(400)).body.message).toContain('unknown layer "CLOUDS"');
      const missing = await t.http.get('/public/map/layers/00000000-0000-4000-8000-000000000000/objects/AIRPORTS').expect(404);
      expect(missing.body).toMatchObject({ error: 'Not Found', statusCode: 404, code: 'map.object-not-found' });
      // The object exists, but in another layer.
      await t.http.get(`/public/map/layers/${ids.get('AIRPORTS/UUTT')}/objects/CONTROL_AREAS`).expect(404);
    });
  });

  describe('GET /public/map/lookup (offline: no OSM_LOOKUP_URL)', () => {
    it('answers localities by GeoNames id in Nominatim form, with the polygon when asked', async () => {
      const response = await t.http
        .get('/public/map/lookup')
        .query({ osm_ids: 'G1001,R123', format: 'json', polygon_geojson: '1' })
        .expect(200);
      expect(response.headers['x-lookup-source']).toBe('offline');
      expect(response.body).toHaveLength(1);
      expect(response.body[0]).toMatchObject({
        display_name: 'Municipality M1',
        lat: '55.71',
        lon: '37.58',
        class: 'boundary',
        type: 'administrative',
      });
      expect(response.body[0].geojson.type).toBe('Polygon');
      const geojson = await t.http.get('/public/map/lookup').query({ osm_ids: 'G1001', format: 'geojson' }).expect(200);
      expect(geojson.body).toMatchObject({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [37.58, 55.71] } }],
      });
    });

    it('refuses malformed ids', async () => {
      const response = await t.http.get('/public/map/lookup').query({ osm_ids: 'X1,R' }).expect(400);
      expect(response.body.message).toContain('"X1" is not an id');
    });
  });

  describe('OpenAPI document', () => {
    it('documents the map calls and the layer object shape', async () => {
      const { body } = await t.http.get('/docs-json').expect(200);
      for (const path of [
        '/public/map/layers/objects',
        '/public/map/layers/{id}/objects/{name}',
        '/public/map/lookup',
        '/public/sunrise',
        '/api/map/crossings',
        '/api/flight-agreements/{id}/crossings',
      ]) {
        expect(Object.keys(body.paths)).toContain(path);
      }
      expect(Object.keys(body.components.schemas.LayerObjectDto.properties)).toEqual([
        'id',
        'layer',
        'name',
        'active',
        'geoShape',
        'properties',
      ]);
      expect(body.components.schemas.LayerObjectsResponseDto.properties.meta.$ref).toContain('LayerObjectsMetaDto');
    });
  });

  describe('GET /public/sunrise', () => {
    it('gives Moscow on 2026-06-21 in Moscow time', async () => {
      const response = await t.http
        .get('/public/sunrise')
        .query({ date: '2026-06-21', lat: '55.7558', lng: '37.6173', 'within-ru': 'true' })
        .expect(200);
      expect(response.body).toMatchObject({ date: '2026-06-21', timeZone: 'Europe/Moscow', polar: null });
      expect(response.body.sunrise).toMatch(/^2026-06-21T03:4[3-5]:\d\d\+03:00$/);
      expect(response.body.sunset).toMatch(/^2026-06-21T21:1[7-9]:\d\d\+03:00$/);
    });

    it('refuses a point outside Russia when asked, and answers it otherwise', async () => {
      const paris = { date: '2026-06-21', lat: '48.8566', lng: '2.3522' };
      const refused = await t.http
        .get('/public/sunrise')
        .query({ ...paris, 'within-ru': 'true' })
        .expect(400);
      expect(refused.body.message).toBe('lat:the point is outside Russia; lng:the point is outside Russia');
      await t.http.get('/public/sunrise').query(paris).expect(200);
    });

    it('refuses coordinates as text and impossible dates', async () => {
      const response = await t.http.get('/public/sunrise').query({ lat: 'north', lng: '37.6', date: '2026-02-30' }).expect(400);
      expect(response.body.detailedError).toEqual([
        { field: 'date', error: '2026-02-30 is not a calendar date' },
        { field: 'lat', error: expect.stringContaining('is not a coordinate') },
      ]);
    });
  });
  /**
   * The reference data as a platform seeds it (aerodromes, subjects and zonal centres, municipalities),
   * loaded for these tests only and removed afterwards: the other tests reason about the fixtures alone.
   */
  describe('names in the language of the request (seeded reference data)', () => {
    const MOSCOW_BOX = { zoomLevel: '10', boundingBox: '37.35,55.55,37.85,55.92' };
    const CYRILLIC = /[А-Яа-яЁё]/;

    beforeAll(async () => {
      await new MapSeeder(t.dataSource, new MapObjectsRepository(t.dataSource)).seed({ datasets: MAP_DATASETS });
    }, 180_000);

    afterAll(async () => {
      await t.dataSource.query(`DELETE FROM map_objects WHERE dataset LIKE 'seed:%'`);
      await t.dataSource.query(`DELETE FROM map_datasets WHERE name LIKE 'seed:%'`);
    });

    const inLanguage = async (language: string | null, query: Record<string, string>) => {
      const request = t.http.get('/public/map/layers/objects').query(query);
      const response = await (language ? request.set('Accept-Language', language) : request).expect(200);
      expect(response.headers.vary).toMatch(/Accept-Language/i);
      return (response.body as { data: LayerObject[] }).data;
    };

    it('answers the same object with its Russian name in ru (the default) and its English name in en', async () => {
      const ru = await t.http.get('/public/map/layers/UUWW/objects/CONTROL_AREAS').set('Accept-Language', 'ru-RU,ru;q=0.9').expect(200);
      const en = await t.http.get('/public/map/layers/UUWW/objects/CONTROL_AREAS').set('Accept-Language', 'en-GB,en;q=0.9').expect(200);
      expect(ru.body.id).toBe(en.body.id);
      expect(ru.body).toMatchObject({
        name: 'Международный аэропорт Внуково — зона управления',
        properties: { generator: 'TYPICAL_CONTROL_ZONE', generated: true },
      });
      expect(en.body).toMatchObject({
        name: 'Vnukovo International Airport — control zone',
        properties: { generator: 'TYPICAL_CONTROL_ZONE', generated: true },
      });
      expect(ru.body.source).toMatch(/^сгенерировано: круг типового радиуса зоны управления/);
      expect(en.body.source).toMatch(/^generated: circle of the typical control-zone radius/);

      // The list call: the same object, the same two names; no header at all is Russian.
      const id = ru.body.id as string;
      const nameIn = async (language: string | null) => (await inLanguage(language, MOSCOW_BOX)).find((o) => o.id === id)?.name;
      expect(await nameIn('ru')).toBe('Международный аэропорт Внуково — зона управления');
      expect(await nameIn(null)).toBe('Международный аэропорт Внуково — зона управления');
      expect(await nameIn('en')).toBe('Vnukovo International Airport — control zone');
      expect(await nameIn('de-DE,en;q=0.5')).toBe('Vnukovo International Airport — control zone');

      const moscow = await t.http.get('/public/map/layers/geonames:524901/objects/BOUNDARIES').set('Accept-Language', 'en').expect(200);
      expect(moscow.body).toMatchObject({ name: 'Moscow', properties: { generator: 'CIRCLE_AROUND_LOCALITY' } });
    });

    it('has no Latin-only name in the Russian answer for Moscow; transliterations are marked and Cyrillic', async () => {
      // The city (the benchmark's box), and the region around it at zoom 8, with the aerodromes and stations.
      for (const view of [MOSCOW_BOX, { zoomLevel: '8', boundingBox: '36.8,55.1,38.6,56.3' }]) {
        const data = (await inLanguage('ru', view)).filter((o) => ![...ids.values()].includes(o.id));
        expect(data.length).toBeGreaterThan(20);
        expect(data.filter((o) => !CYRILLIC.test(o.name)).map((o) => `${o.layer}: ${o.name}`)).toEqual([]);
      }
      const region = await inLanguage('ru', { zoomLevel: '8', boundingBox: '36.8,55.1,38.6,56.3' });
      expect(region.map((o) => o.layer)).toEqual(
        expect.arrayContaining(['AIRPORTS', 'CONTROL_AREAS', 'WEATHER_STATIONS', 'BOUNDARIES', 'ZONAL_CENTERS']),
      );
      expect(region.filter((o) => o.properties.nameRuTransliterated === true).length).toBeGreaterThan(0);
      // In English the same box reads in English.
      const english = await inLanguage('en', MOSCOW_BOX);
      expect(english.filter((o) => o.layer === 'ZONAL_CENTERS').map((o) => o.name)).toContain(
        'Moscow Zonal Centre of the Unified ATM System',
      );
      expect(english.filter((o) => o.layer === 'BOUNDARIES').map((o) => o.name)).toEqual(
        expect.arrayContaining(['Moscow', 'Moscow Oblast']),
      );

      // Sheremetyevo (just north of the box) is no settlement of its own: its Russian name is a marked transliteration.
      const sheremetyevo = await t.http.get('/public/map/layers/UUEE/objects/AIRPORTS').set('Accept-Language', 'ru').expect(200);
      expect(sheremetyevo.body).toMatchObject({ name: 'Международный аэропорт Шереметьево', properties: { nameRuTransliterated: true } });
      const inEnglish = await t.http.get('/public/map/layers/UUEE/objects/AIRPORTS').set('Accept-Language', 'en').expect(200);
      expect(inEnglish.body.name).toBe('Sheremetyevo International Airport');
    });

    it('names places of the offline lookup and what a route crosses in the request language', async () => {
      const lookup = (language: string) =>
        t.http.get('/public/map/lookup').query({ osm_ids: 'G524901', format: 'json' }).set('Accept-Language', language).expect(200);
      expect((await lookup('ru')).body[0].display_name).toBe('Москва');
      expect((await lookup('en')).body[0].display_name).toBe('Moscow');

      // A short hop at Vnukovo: the aerodrome itself and its control zone.
      const route = {
        type: 'POLYLINE',
        width: 100,
        points: [
          { lat: 55.6, lng: 37.28 },
          { lat: 55.606, lng: 37.3 },
        ],
      };
      const crossings = async (language: string) =>
        (
          await t.http
            .post('/api/map/crossings')
            .set('Authorization', await t.bearer('pilot'))
            .set('Accept-Language', language)
            .send({ geometry: route })
            .expect(200)
        ).body as {
          aerodromes: Array<{ code: string; name: string }>;
        };
      expect((await crossings('ru')).aerodromes.find((a) => a.code === 'UUWW')?.name).toBe('Международный аэропорт Внуково');
      expect((await crossings('en')).aerodromes.find((a) => a.code === 'UUWW')?.name).toBe('Vnukovo International Airport');
    });
  });
});

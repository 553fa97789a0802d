import { TestApp, startTestApp } from '../../../testing/test-app';
import { ROUTE, loadFixtures } from '../testing/map-fixtures';

describe('crossings', () => {
  let t: TestApp;
  let pilot: string;

  beforeAll(async () => {
    t = await startTestApp();
    await loadFixtures(t.dataSource);
    pilot = await t.bearer('pilot');
  });

  afterAll(() => t.close());

  const post = (body: unknown, query: Record<string, string | string[]> = {}) =>
    t.http.post('/api/map/crossings').query(query).set('Authorization', pilot).send(body as object);

  describe('POST /api/map/crossings', () => {
    it('finds exactly the two zones, the one municipality, the zonal centre and the aerodrome the route crosses', async () => {
      const response = await post({ geometry: ROUTE }).expect(200);
      const { zones, authorities, aerodromes } = response.body;
      expect(zones.map((z: { name: string }) => z.name).sort()).toEqual(['Zone A', 'Zone B']);
      expect(zones.find((z: { name: string }) => z.name === 'Zone B')).toMatchObject({ layer: 'DANGER_ZONES', code: 'CCCM', active: true });
      expect(authorities).toEqual([
        expect.objectContaining({ type: 'ZONAL_CENTER', name: 'Тестовый зональный центр', code: 'ZC-TEST', generated: true }),
        expect.objectContaining({ type: 'LOCAL_GOVERNMENT', name: 'Municipality M1', code: 'geonames:1001' }),
      ]);
      // The federal subject is a boundary, not an authority; the landing site is not an airport or helipad.
      expect(aerodromes).toEqual([expect.objectContaining({ code: 'UUTT', icao: 'UUTT', landingSiteType: 'AIRPORT', crossedBy: 'CONTROL_ZONE' })]);
    });

    it('reports only the authority and aerodrome types asked for', async () => {
      const zonal = await post({ geometry: ROUTE }, { crossedAuthorityTypeCodes: 'ZONAL_CENTER' }).expect(200);
      expect(zonal.body.authorities.map((a: { type: string }) => a.type)).toEqual(['ZONAL_CENTER']);
      const landing = await post({ geometry: ROUTE }, { aerodromesTypeCodes: ['LANDING', 'AIRPORT'] }).expect(200);
      expect(landing.body.aerodromes.map((a: { code: string; crossedBy: string }) => `${a.code}:${a.crossedBy}`).sort()).toEqual([
        'UULS:AERODROME',
        'UUTT:CONTROL_ZONE',
      ]);
      await post({ geometry: ROUTE }, { crossedAuthorityTypeCodes: 'POLICE' }).expect(400);
    });

    it('handles a circle and a lasso', async () => {
      const circle = await post({ geometry: { type: 'CIRCLE', points: [{ lat: 55.71, lng: 37.62 }], radius: 200 } }).expect(200);
      expect(circle.body.zones.map((z: { name: string }) => z.name)).toEqual(['Zone B']);
      const lasso = await post({ geometry: { type: 'LASSO', points: [{ lat: 55.705, lng: 37.71 }, { lat: 55.705, lng: 37.72 }, { lat: 55.715, lng: 37.715 }] } }).expect(200);
      expect(lasso.body.zones.map((z: { name: string }) => z.name)).toEqual(['Zone C']);
      expect(lasso.body.authorities.map((a: { name: string }) => a.name)).toEqual(['Тестовый зональный центр']);
    });

    it('needs a token', async () => {
      const response = await t.http.post('/api/map/crossings').send({ geometry: ROUTE }).expect(401);
      expect(response.body).toMatchObject({ error: 'Unauthorized', statusCode: 401 });
    });

    it.each([
      [
        'a self-intersecting polygon',
        { type: 'POLYGON', points: [{ lat: 55.7, lng: 37.5 }, { lat: 55.8, lng: 37.7 }, { lat: 55.7, lng: 37.7 }, { lat: 55.8, lng: 37.5 }] },
        'geometry.points:the polygon crosses itself near lat 55.750000, lng 37.600000',
      ],
      ['a circle of negative radius', { type: 'CIRCLE', points: [{ lat: 55.7, lng: 37.5 }], radius: -100 }, 'geometry.radius:must be greater than 0 (got -100)'],
      ['coordinates as text', { type: 'MARKER', points: [{ lat: '55.7', lng: 37.5 }] }, 'geometry.points.0.lat:must be a number (coordinates as text are not accepted)'],
      [
        'a route over the vertex limit',
        { type: 'POLYLINE', points: Array.from({ length: 6000 }, (_, i) => ({ lat: 55 + i / 1e4, lng: 37 })) },
        'geometry.points:must have at most 5000 vertices in all (got 6000)',
      ],
      ['an unknown shape type', { type: 'BLOB', points: [] }, 'geometry.type:must be one of MARKER, CIRCLE, LASSO, POLYLINE, POLYGON, MULTIPOLYGON'],
    ])('refuses %s with a 400 in the error shape', async (_, geometry, message) => {
      const response = await post({ geometry }).expect(400);
      expect(response.body).toMatchObject({ error: 'Bad Request', statusCode: 400, message });
      expect(response.body.detailedError).toHaveLength(1);
    });

    it('refuses a body without a geometry or with unknown fields', async () => {
      expect((await post({}).expect(400)).body.message).toBe('geometry:must be an object with a type and points');
      expect((await post({ geometry: ROUTE, extra: 1 }).expect(400)).body.message).toBe('extra:property extra should not exist');
    });

    it('answers a 100,000-point route quickly with a client error, never a 500', async () => {
      const points = Array.from({ length: 100_000 }, (_, i) => ({ lat: 55 + i / 1e6, lng: 37 }));
      const started = Date.now();
      const response = await post({ geometry: { type: 'POLYLINE', points } });
      // The platform's 1 MB body limit answers 413 before the map sees a body this large; a smaller body
      // with too many vertices gets the map's own 400 (see the vertex-limit case above).
      expect([400, 413]).toContain(response.status);
      expect(response.body).toMatchObject({ statusCode: response.status });
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });

  describe('GET /api/flight-agreements/{id}/crossings', () => {
    it('answers 404 for any id until flight agreements are stored', async () => {
      const response = await t.http.get('/api/flight-agreements/42/crossings').set('Authorization', pilot).expect(404);
      expect(response.body).toEqual({ error: 'Not Found', message: 'Flight agreement 42 not found', statusCode: 404 });
    });

    it('answers "No id provided" for a missing id', async () => {
      const response = await t.http.get('/api/flight-agreements/undefined/crossings').set('Authorization', pilot).expect(400);
      expect(response.body).toMatchObject({ error: 'Bad Request', message: 'No id provided', statusCode: 400 });
    });

    it('needs a token', async () => {
      await t.http.get('/api/flight-agreements/42/crossings').expect(401);
    });
  });
});

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
    t.http
      .post('/api/map/crossings')
      .query(query)
      .set('Authorization', pilot)
      .send(body as object);

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
      expect(aerodromes).toEqual([
        expect.objectContaining({ code: 'UUTT', icao: 'UUTT', landingSiteType: 'AIRPORT', crossedBy: 'CONTROL_ZONE' }),
      ]);
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
      const lasso = await post({
        geometry: {
          type: 'LASSO',
          points: [
            { lat: 55.705, lng: 37.71 },
            { lat: 55.705, lng: 37.72 },
            { lat: 55.715, lng: 37.715 },
          ],
        },
      }).expect(200);
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
        {
          type: 'POLYGON',
          points: [
            { lat: 55.7, lng: 37.5 },
            { lat: 55.8, lng: 37.7 },
            { lat: 55.7, lng: 37.7 },
            { lat: 55.8, lng: 37.5 },
          ],
        },
        'geometry.points:the polygon crosses itself near lat 55.750000, lng 37.600000',
      ],
      [
        'a circle of negative radius',
        { type: 'CIRCLE', points: [{ lat: 55.7, lng: 37.5 }], radius: -100 },
        'geometry.radius:must be greater than 0 (got -100)',
      ],
      [
        'coordinates as text',
        { type: 'MARKER', points: [{ lat: '55.7', lng: 37.5 }] },
        'geometry.points.0.lat:must be a number (coordinates as text are not accepted)',
      ],
      [
        'a route over the vertex limit',
        { type: 'POLYLINE', points: Array.from({ length: 6000 }, (_, i) => ({ lat: 55 + i / 1e4, lng: 37 })) },
        'geometry.points:must have at most 5000 vertices in all (got 6000)',
      ],
      [
        'an unknown shape type',
        { type: 'BLOB', points: [] },
        'geometry.type:must be one of MARKER, CIRCLE, LASSO, POLYLINE, POLYGON, MULTIPOLYGON',
      ],
      [
        'a self-intersecting ring of a multipolygon',
        {
          type: 'MULTIPOLYGON',
          points: [
            [
              { lat: 55.6, lng: 37.3 },
              { lat: 55.6, lng: 37.4 },
              { lat: 55.65, lng: 37.35 },
            ],
            [
              { lat: 55.7, lng: 37.5 },
              { lat: 55.8, lng: 37.7 },
              { lat: 55.7, lng: 37.7 },
              { lat: 55.8, lng: 37.5 },
            ],
          ],
        },
        'geometry.points.1:the polygon crosses itself near lat 55.750000, lng 37.600000',
      ],
      [
        'a circle of zero radius',
        { type: 'CIRCLE', points: [{ lat: 55.7, lng: 37.5 }], radius: 0 },
        'geometry.radius:must be greater than 0 (got 0)',
      ],
      [
        'a radius as text',
        { type: 'CIRCLE', points: [{ lat: 55.7, lng: 37.5 }], radius: '100' },
        'geometry.radius:must be a number of metres',
      ],
      [
        'a longitude as text in a polygon',
        {
          type: 'POLYGON',
          points: [
            { lat: 55.7, lng: 37.5 },
            { lat: 55.8, lng: "37°42'E" },
            { lat: 55.7, lng: 37.7 },
          ],
        },
        'geometry.points.1.lng:must be a number (coordinates as text are not accepted)',
      ],
      ['a latitude out of range', { type: 'MARKER', points: [{ lat: 95, lng: 37.5 }] }, 'geometry.points.0.lat:must be between -90 and 90'],
      [
        'a longitude out of range',
        { type: 'MARKER', points: [{ lat: 55.7, lng: -181 }] },
        'geometry.points.0.lng:must be between -180 and 180',
      ],
      [
        'a negative corridor width',
        {
          type: 'POLYLINE',
          points: [
            { lat: 55.7, lng: 37.5 },
            { lat: 55.8, lng: 37.6 },
          ],
          width: -5,
        },
        'geometry.width:must be greater than 0 (got -5)',
      ],
    ])('refuses %s with a 400 in the error shape', async (_, geometry, message) => {
      const response = await post({ geometry }).expect(400);
      expect(response.body).toMatchObject({ error: 'Bad Request', statusCode: 400, message });
      expect(response.body.detailedError).toHaveLength(1);
    });

    it('refuses a body without a geometry or with unknown fields', async () => {
      expect((await post({}).expect(400)).body.message).toBe('geometry:must be an object with a type and points');
      expect((await post({ geometry: ROUTE, extra: 1 }).expect(400)).body.message).toBe('extra:property extra should not exist');
    });

    it('refuses a 100,000-point route with the vertex limit, in the time it takes to parse the body', async () => {
      // Full double precision, as a client computing points would send them: about 5 MB, beyond the 1 MB
      // limit of other calls, within the one for geometry calls.
      const points = Array.from({ length: 100_000 }, (_, i) => ({ lat: 55 + Math.PI / 100 + i / 1e6, lng: 37 + Math.E / 100 }));
      const body = JSON.stringify({ geometry: { type: 'POLYLINE', points } });
      expect(body.length).toBeGreaterThan(4 * 1024 * 1024);
      const started = performance.now();
      const response = await post(body).set('Content-Type', 'application/json').expect(400);
      const elapsed = performance.now() - started;
      expect(response.body).toEqual({
        error: 'Bad Request',
        message: 'geometry.points:must have at most 5000 vertices in all (got 100000)',
        statusCode: 400,
        detailedError: [{ field: 'geometry.points', error: 'must have at most 5000 vertices in all (got 100000)' }],
      });
      // Sending and parsing 5 MB on a loaded two-core machine: well under a second, nothing per point.
      expect(elapsed).toBeLessThan(3_000);
    });

    it("refuses a body beyond the geometry calls' limit as too large, in the error shape", async () => {
      const response = await post(`{"geometry":{"type":"MARKER","points":[],"pad":"${'x'.repeat(9 * 1024 * 1024)}"}}`)
        .set('Content-Type', 'application/json')
        .expect(413);
      expect(response.body).toEqual({ error: 'Payload Too Large', message: 'Request body is too large', statusCode: 413 });
    });

    it('refuses malformed JSON with a 400 in the error shape', async () => {
      const response = await post('{"geometry":{"type":"MARKER",').set('Content-Type', 'application/json').expect(400);
      expect(response.body).toEqual({ error: 'Bad Request', message: 'Malformed JSON in request body', statusCode: 400 });
    });
  });

  describe('GET /api/flight-agreements/{id}/crossings', () => {
    it('answers 404 for an id no flight request has', async () => {
      const response = await t.http.get('/api/flight-agreements/42/crossings').set('Authorization', pilot).expect(404);
      expect(response.body).toEqual({
        error: 'Not Found',
        message: 'Flight agreement 42 not found',
        statusCode: 404,
        code: 'map.flight-agreement-not-found',
      });
    });

    it('answers "No id provided" for a missing id', async () => {
      const response = await t.http.get('/api/flight-agreements/undefined/crossings').set('Authorization', pilot).expect(400);
      expect(response.body).toMatchObject({
        error: 'Bad Request',
        message: 'No id provided',
        statusCode: 400,
        code: 'map.no-flight-agreement-id',
      });
    });

    it('answers "No id provided" for an empty id segment, not a generic 404, after the token check', async () => {
      const response = await t.http.get('/api/flight-agreements//crossings').set('Authorization', pilot).expect(400);
      expect(response.body).toEqual({
        error: 'Bad Request',
        message: 'No id provided',
        statusCode: 400,
        detailedError: [{ field: 'id', error: 'is required' }],
        code: 'map.no-flight-agreement-id',
      });
      await t.http.get('/api/flight-agreements//crossings').expect(401);
    });

    it('needs a token', async () => {
      await t.http.get('/api/flight-agreements/42/crossings').expect(401);
    });
  });
});

import { TestApp, startTestApp } from '../../../testing/test-app';
import { loadFixtures } from '../../map/testing/map-fixtures';

/**
 * The pre-check and the fly-space class on the map's own fixtures (map/testing/map-fixtures.ts): the
 * restricted zone A (0–150 m, 37.50–37.55 E, 55.70–55.72 N), the danger zone B (100–500 m, a 1 km circle
 * at 55.71 N 37.62 E), the control zone of the aerodrome UUTT (2 km around 55.72 N 37.66 E) and the test
 * zonal centre around Moscow.
 */
describe('flight pre-check', () => {
  let t: TestApp;
  let pilot: string;

  beforeAll(async () => {
    t = await startTestApp();
    await loadFixtures(t.dataSource);
    pilot = await t.bearer('pilot');
  });

  afterAll(() => t.close());

  const polygon = (minLng: number, minLat: number, maxLng: number, maxLat: number) => ({
    type: 'POLYGON',
    points: [
      { lat: minLat, lng: minLng },
      { lat: minLat, lng: maxLng },
      { lat: maxLat, lng: maxLng },
      { lat: maxLat, lng: minLng },
    ],
  });
  const preCheck = (body: object, language = 'en') =>
    t.http.post('/api/user/flight-agreements/pre-check').set('Authorization', pilot).set('Accept-Language', language).send(body);
  const flySpaceClass = (body: object, language = 'en') =>
    t.http
      .post('/api/user/flight-agreements/calculated-fly-space-class')
      .set('Authorization', pilot)
      .set('Accept-Language', language)
      .send(body);

  /** A small polygon over the eastern edge of zone A. */
  const OVER_ZONE_A = polygon(37.543, 55.706, 37.547, 55.709);

  describe('POST /api/user/flight-agreements/pre-check', () => {
    it('blocks a polygon crossing the restricted zone with a fix that, applied, clears it', async () => {
      const form = { geometry: OVER_ZONE_A, flightAltitudeMin: 0, flightAltitudeMax: 120, name: 'Съёмка', lineOfSight: 'INSIDE' };
      const response = await preCheck(form).expect(200);
      expect(response.headers.vary).toMatch(/Accept-Language/);
      const body = response.body;
      expect(body.blocking).toBe(true);
      expect(body.crossings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'ZONE',
            name: 'Zone A',
            layer: 'RESTRICTED_ZONES',
            code: 'SR',
            altitudeBand: { min: 0, max: 150, reference: 'AGL' },
            blocking: true,
          }),
          expect.objectContaining({ kind: 'AUTHORITY', name: 'Test zonal centre', layer: 'ZONAL_CENTERS', blocking: false }),
          expect.objectContaining({ kind: 'AUTHORITY', name: 'Municipality M1', layer: 'BOUNDARIES' }),
        ]),
      );
      const [finding] = body.findings;
      expect(finding).toMatchObject({
        code: 'ZONE_AT_FLIGHT_ALTITUDE',
        severity: 'BLOCKING',
        params: { zone: 'Zone A', layer: 'RESTRICTED_ZONES', zoneMin: 0, zoneMax: 150, reference: 'AGL' },
        message: 'The route crosses the zone "Zone A" (0–150 m AGL) at the flight\'s altitudes',
        fix: { code: 'MOVE_ROUTE', field: 'geometry', params: { direction: 'E', zone: 'Zone A' } },
      });
      // The polygon's western side is 0.007° of longitude (about 440 m) inside the zone's eastern edge: the whole
      // route moves east by that plus the 50 m margin.
      expect(finding.fix.params.distance).toBeGreaterThanOrEqual(490);
      expect(finding.fix.params.distance).toBeLessThanOrEqual(520);
      expect(finding.fix.message).toBe(`Move the route ${finding.fix.params.distance} m east of the zone "Zone A"`);

      const fixed = await preCheck({ ...form, geometry: finding.fix.value }).expect(200);
      expect(fixed.body.findings.filter((f: { code: string }) => f.code === 'ZONE_AT_FLIGHT_ALTITUDE')).toEqual([]);
      expect(fixed.body.blocking).toBe(false);
      expect(fixed.body.flySpaceClass).toBe('G');
    });

    it('moves a take-off point out of the zone, in Russian', async () => {
      const form = {
        geometry: polygon(37.56, 55.703, 37.565, 55.706),
        takeOffPoint: { lat: 55.705, lng: 37.548 },
        landingPoint: { lat: 55.705, lng: 37.566 },
        flightAltitudeMin: 0,
        flightAltitudeMax: 120,
      };
      const response = await preCheck(form, 'ru').expect(200);
      const finding = response.body.findings.find((f: { code: string }) => f.code === 'TAKE_OFF_POINT_IN_ZONE');
      expect(finding).toMatchObject({
        severity: 'BLOCKING',
        fix: { code: 'MOVE_TAKE_OFF_POINT', field: 'takeOffPoint', params: { direction: 'E' } },
      });
      expect(finding.message).toBe('Точка взлёта в зоне «Zone A» (0–150 м над землёй)');
      expect(finding.fix.message).toMatch(/^Перенесите точку взлёта на \d+ м к востоку от зоны «Zone A»$/);
      const fixed = await preCheck({ ...form, takeOffPoint: finding.fix.value }, 'ru').expect(200);
      expect(fixed.body.blocking).toBe(false);
    });

    it('warns of a danger zone and of controlled airspace, class C in the control zone', async () => {
      const response = await preCheck({
        geometry: polygon(37.615, 55.705, 37.67, 55.715),
        flightAltitudeMin: 0,
        flightAltitudeMax: 200,
      }).expect(200);
      const body = response.body;
      expect(body.flySpaceClass).toBe('C');
      expect(body.classReasons).toEqual([
        expect.objectContaining({ code: 'IN_CONTROL_ZONE', params: expect.objectContaining({ name: 'Test airport' }) }),
      ]);
      expect(body.findings.map((f: { code: string; severity: string }) => `${f.code}:${f.severity}`).sort()).toEqual([
        'CONTROLLED_AIRSPACE:WARNING',
        'DANGER_ZONE:WARNING',
      ]);
      expect(body.blocking).toBe(false);
      expect(body.crossings).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'AERODROME', code: 'UUTT', layer: 'CONTROL_AREAS' })]),
      );
    });

    it("reports daylight per interval in the request's offset mode", async () => {
      const response = await preCheck({
        geometry: polygon(37.8, 55.8, 37.81, 55.81),
        flightAltitudeMin: 0,
        flightAltitudeMax: 100,
        flightDateTimeOffsetMode: 'LOCAL',
        generalFlightDateTime: [{ start: '2026-06-21T12:00:00', finish: '2026-06-21T13:00:00' }],
        reservedFlightDateTime: [{ start: '2026-06-21T23:30:00', finish: '2026-06-22T00:30:00' }],
      }).expect(200);
      expect(response.body.daylight).toEqual([
        expect.objectContaining({
          kind: 'GENERAL',
          start: '2026-06-21T12:00:00',
          inDaylight: true,
          sunrise: expect.stringMatching(/^2026-06-21T03:4/),
        }),
        expect.objectContaining({ kind: 'RESERVED', inDaylight: false }),
      ]);
      expect(response.body.findings).toEqual([expect.objectContaining({ code: 'FLIGHT_AT_NIGHT', severity: 'WARNING' })]);
    });

    it('refuses a form without a route or altitudes, a self-intersecting polygon and min above max', async () => {
      const missing = await preCheck({ name: 'x' }).expect(400);
      expect(missing.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(missing.body.detailedError.map((e: { field: string }) => e.field).sort()).toEqual([
        'flightAltitudeMax',
        'flightAltitudeMin',
        'geometry',
      ]);
      const bowTie = {
        type: 'POLYGON',
        points: [
          { lat: 55.7, lng: 37.5 },
          { lat: 55.8, lng: 37.7 },
          { lat: 55.7, lng: 37.7 },
          { lat: 55.8, lng: 37.5 },
        ],
      };
      await preCheck({ geometry: bowTie, flightAltitudeMin: 0, flightAltitudeMax: 100 }).expect(400);
      const inverted = await preCheck({ geometry: OVER_ZONE_A, flightAltitudeMin: 300, flightAltitudeMax: 100 }).expect(400);
      expect(inverted.body.detailedError).toEqual([{ field: 'flightAltitudeMax', error: 'must not be below flightAltitudeMin' }]);
      await preCheck({ geometry: OVER_ZONE_A, flightAltitudeMin: 0, flightAltitudeMax: 1e308 }).expect(400);
    });

    it("needs an individual's token", async () => {
      await t.http.post('/api/user/flight-agreements/pre-check').send({ geometry: OVER_ZONE_A }).expect(401);
      await t.http
        .post('/api/user/flight-agreements/pre-check')
        .set('Authorization', await t.bearer('company'))
        .send({ geometry: OVER_ZONE_A, flightAltitudeMin: 0, flightAltitudeMax: 100 })
        .expect(403);
    });
  });

  describe('POST /api/user/flight-agreements/calculated-fly-space-class', () => {
    it("answers G, C and A with reasons in the request's language", async () => {
      const clear = polygon(37.8, 55.8, 37.81, 55.81);
      const g = await flySpaceClass({ geometry: clear, flightAltitudeMin: 0, flightAltitudeMax: 150 }).expect(200);
      expect(g.body).toEqual({
        flySpaceClass: 'G',
        reasons: ['Class G: the route is below FL290 (8900 m) and outside controlled airspace'],
        reasonDetails: [{ code: 'UNCONTROLLED', params: { floor: 8900 }, message: g.body.reasons[0] }],
      });
      const c = await flySpaceClass(
        { geometry: { type: 'MARKER', points: [{ lat: 55.72, lng: 37.665 }] }, flightAltitudeMin: 0, flightAltitudeMax: 150 },
        'ru',
      ).expect(200);
      expect(c.body.flySpaceClass).toBe('C');
      expect(c.body.reasons[0]).toMatch(/^Класс C: маршрут проходит через контролируемое воздушное пространство «Test airport»/);
      const a = await flySpaceClass({ geometry: clear, flightAltitudeMin: 0, flightAltitudeMax: 9000 }).expect(200);
      expect(a.body.flySpaceClass).toBe('A');
    });

    it('refuses unknown fields, unbounded altitudes and a route outside the shape rules', async () => {
      const clear = polygon(37.8, 55.8, 37.81, 55.81);
      await flySpaceClass({ geometry: clear, flightAltitudeMin: 0, flightAltitudeMax: 150, extra: 1 }).expect(400);
      await flySpaceClass({ geometry: clear, flightAltitudeMin: 0, flightAltitudeMax: 30001 }).expect(400);
      await flySpaceClass({
        geometry: { type: 'CIRCLE', points: [{ lat: 55.8, lng: 37.8 }], radius: -1 },
        flightAltitudeMin: 0,
        flightAltitudeMax: 1,
      }).expect(400);
    });
  });
});

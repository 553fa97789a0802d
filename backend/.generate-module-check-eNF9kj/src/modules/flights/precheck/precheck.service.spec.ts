import type { Geometry } from 'geojson';
import type { CrossingsResponseDto } from '../../map/dtos/crossings.dto';
import type { CrossingsOptions } from '../../map/dtos/crossings.query';
import { circlePolygon } from '../../map/geometry/circle-polygon';
import { type FlightGeometry, footprintIntersects } from '../../map/geometry/flight-geometry';
import type { CrossingsService } from '../../map/services/crossings.service';
import type { RussiaBoundaryService } from '../../map/services/russia-boundary.service';
import type { FlightRequestInputDto } from '../dtos/flight-request-input.dto';
import { PrecheckService } from './precheck.service';

interface FakeObject {
  id: string;
  layer: string;
  name: string;
  geometry: Geometry;
  properties: Record<string, unknown>;
  aerodrome?: boolean;
}

const box = (minLng: number, minLat: number, maxLng: number, maxLat: number): Geometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [minLng, minLat],
      [maxLng, minLat],
      [maxLng, maxLat],
      [minLng, maxLat],
      [minLng, minLat],
    ],
  ],
});

/** The map's crossing test over objects held in memory (the same exact test, no database). */
class FakeCrossings {
  calls = 0;
  constructor(private readonly objects: FakeObject[]) {}

  async crossings(flight: FlightGeometry, options: CrossingsOptions): Promise<CrossingsResponseDto> {
    this.calls++;
    const crossed = this.objects.filter((o) => footprintIntersects(flight.footprint, o.geometry));
    return {
      aerodromes: crossed
        .filter((o) => o.aerodrome && options.aerodromeTypes.length > 0)
        .map((o) => ({ id: o.id, name: o.name, code: o.id, icao: o.id, landingSiteType: 'AIRPORT', crossedBy: 'CONTROL_ZONE' })),
      authorities: crossed
        .filter((o) => o.layer === 'ZONAL_CENTERS' && options.authorityTypes.includes('ZONAL_CENTER'))
        .map((o) => ({ id: o.id, type: 'ZONAL_CENTER', name: o.name, code: o.id, generated: true })),
      zones: crossed
        .filter((o) => !o.aerodrome && o.layer !== 'ZONAL_CENTERS')
        .map((o) => ({ id: o.id, layer: o.layer, name: o.name, active: true, properties: o.properties })),
    };
  }
}

const RESTRICTED: FakeObject = {
  id: 'zone-a',
  layer: 'RESTRICTED_ZONES',
  name: 'Zone A',
  geometry: box(37.5, 55.7, 37.55, 55.72),
  properties: { code: 'SR', lowerLimit: 0, upperLimit: 150, altitudeUnit: 'M' },
};
const HIGH_RESTRICTED: FakeObject = {
  id: 'zone-h',
  layer: 'RESTRICTED_ZONES',
  name: 'Zone H',
  geometry: box(37.7, 55.7, 37.75, 55.72),
  properties: { lowerLimit: 160, upperLimit: 1000, altitudeUnit: 'M' },
};
const CONTROL_ZONE: FakeObject = {
  id: 'UUTT',
  layer: 'CONTROL_AREAS',
  name: 'Test airport',
  geometry: circlePolygon({ lat: 55.9, lng: 37.6 }, 2000),
  properties: {},
  aerodrome: true,
};
const ZONAL_CENTRE: FakeObject = {
  id: 'ZC',
  layer: 'ZONAL_CENTERS',
  name: 'Московский зональный центр',
  geometry: box(36, 55, 39, 57),
  properties: {},
};

const everywhereInRussia = { contains: (lat: number) => lat > 41 } as unknown as RussiaBoundaryService;

function service(objects: FakeObject[] = [RESTRICTED, HIGH_RESTRICTED, CONTROL_ZONE, ZONAL_CENTRE]) {
  const crossings = new FakeCrossings(objects);
  return { precheck: new PrecheckService(crossings as unknown as CrossingsService, everywhereInRussia), crossings };
}

const polygon = (minLng: number, minLat: number, maxLng: number, maxLat: number) => ({
  type: 'POLYGON',
  points: [
    { lat: minLat, lng: minLng },
    { lat: minLat, lng: maxLng },
    { lat: maxLat, lng: maxLng },
    { lat: maxLat, lng: minLng },
  ],
});

const form = (overrides: Partial<FlightRequestInputDto>): FlightRequestInputDto => ({
  flightAltitudeMin: 0,
  flightAltitudeMax: 120,
  ...overrides,
});

describe('PrecheckService (the map held in memory)', () => {
  it('blocks a small polygon inside a restricted zone and proposes a move that, applied, clears it', async () => {
    const { precheck } = service();
    // 0.004° × 0.004° polygon at the zone's eastern edge (the zone ends at 37.55).
    const route = polygon(37.543, 55.708, 37.547, 55.71);
    const answer = await precheck.precheck(form({ geometry: route }), 'en');
    expect(answer.blocking).toBe(true);
    const blocking = answer.findings.find((f) => f.code === 'ZONE_AT_FLIGHT_ALTITUDE');
    expect(blocking).toMatchObject({ severity: 'BLOCKING', params: { zone: 'Zone A', zoneMin: 0, zoneMax: 150 } });
    // The zone starts at the ground: no altitude fix; the route is moved east, out of the zone.
    expect(blocking!.fix).toMatchObject({ code: 'MOVE_ROUTE', field: 'geometry', params: { direction: 'E' } });
    expect(blocking!.fix!.message).toMatch(/^Move the route \d+ m east of the zone "Zone A"$/);
    const applied = await precheck.precheck(form({ geometry: blocking!.fix!.value as Record<string, unknown> }), 'en');
    expect(applied.findings.filter((f) => f.code === 'ZONE_AT_FLIGHT_ALTITUDE')).toEqual([]);
    expect(applied.blocking).toBe(false);
  });

  it('proposes lowering the maximum altitude under a zone that starts above the ground, the smallest change first', async () => {
    const { precheck } = service();
    const answer = await precheck.precheck(form({ geometry: polygon(37.72, 55.705, 37.73, 55.715), flightAltitudeMax: 200 }), 'ru');
    const blocking = answer.findings.find((f) => f.code === 'ZONE_AT_FLIGHT_ALTITUDE')!;
    expect(blocking.fix).toMatchObject({ code: 'LOWER_MAX_ALTITUDE', field: 'flightAltitudeMax', value: 150, change: 50 });
    expect(blocking.fix!.message).toBe('Снизьте максимальную высоту до 150 м');
    const applied = await precheck.precheck(form({ geometry: polygon(37.72, 55.705, 37.73, 55.715), flightAltitudeMax: 150 }), 'ru');
    expect(applied.blocking).toBe(false);
  });

  it("reduces a circle route's radius when its centre is outside the zone", async () => {
    const { precheck } = service();
    // Centre 0.005° of longitude (about 314 m) east of the zone's edge, radius 600 m.
    const circle = { type: 'CIRCLE', points: [{ lat: 55.71, lng: 37.555 }], radius: 600 };
    const answer = await precheck.precheck(form({ geometry: circle }), 'en');
    const blocking = answer.findings.find((f) => f.code === 'ZONE_AT_FLIGHT_ALTITUDE')!;
    const reduce = [blocking.fix, ...blocking.alternatives].find((f) => f?.code === 'REDUCE_RADIUS')!;
    expect(reduce.field).toBe('geometry.radius');
    expect(reduce.value).toBeGreaterThanOrEqual(250);
    expect(reduce.value).toBeLessThanOrEqual(270);
    const applied = await precheck.precheck(form({ geometry: { ...circle, radius: reduce.value as number } }), 'en');
    expect(applied.blocking).toBe(false);
  });

  it('moves a take-off point out of a zone, naming the direction', async () => {
    const { precheck } = service();
    const route = polygon(37.56, 55.705, 37.57, 55.715);
    const takeOffPoint = { lat: 55.71, lng: 37.549 };
    const answer = await precheck.precheck(form({ geometry: route, takeOffPoint }), 'en');
    const finding = answer.findings.find((f) => f.code === 'TAKE_OFF_POINT_IN_ZONE')!;
    expect(finding.severity).toBe('BLOCKING');
    expect(finding.fix).toMatchObject({ code: 'MOVE_TAKE_OFF_POINT', field: 'takeOffPoint', params: { direction: 'E' } });
    // About 63 m to the edge plus the 50 m margin.
    expect(finding.fix!.params.distance).toBeGreaterThanOrEqual(110);
    expect(finding.fix!.params.distance).toBeLessThanOrEqual(130);
    const moved = finding.fix!.value as { lat: number; lng: number };
    const applied = await precheck.precheck(form({ geometry: route, takeOffPoint: moved }), 'en');
    expect(applied.findings.map((f) => f.code)).not.toContain('TAKE_OFF_POINT_IN_ZONE');
  });

  it('classifies a route in a control zone as C with a permission warning naming the zonal centre', async () => {
    const { precheck } = service();
    const answer = await precheck.precheck(form({ geometry: { type: 'MARKER', points: [{ lat: 55.9, lng: 37.6 }] } }), 'en');
    expect(answer.flySpaceClass).toBe('C');
    expect(answer.classReasons[0]).toMatchObject({ code: 'IN_CONTROL_ZONE', params: { name: 'Test airport' } });
    expect(answer.findings).toEqual([
      expect.objectContaining({
        code: 'CONTROLLED_AIRSPACE',
        severity: 'WARNING',
        message: 'Controlled airspace "Test airport": the permission of the zonal centre ("Московский зональный центр") is needed',
      }),
    ]);
    expect(answer.crossings.map((c) => `${c.kind}:${c.name}`)).toEqual(['AERODROME:Test airport', 'AUTHORITY:Московский зональный центр']);
  });

  it('is class A at FL290 with a fix under it, and class G elsewhere', async () => {
    const { precheck } = service();
    const route = polygon(37.8, 55.8, 37.81, 55.81);
    const high = await precheck.precheck(form({ geometry: route, flightAltitudeMax: 9000 }), 'en');
    expect(high.flySpaceClass).toBe('A');
    expect(high.findings[0]).toMatchObject({ code: 'CLASS_A_AIRSPACE', fix: { field: 'flightAltitudeMax', value: 8890 } });
    const low = await precheck.flySpaceClass({ geometry: route, flightAltitudeMin: 0, flightAltitudeMax: 150 }, 'en');
    expect(low).toEqual({
      flySpaceClass: 'G',
      reasons: ['Class G: the route is below FL290 (8900 m) and outside controlled airspace'],
      reasonDetails: [expect.objectContaining({ code: 'UNCONTROLLED' })],
    });
  });

  it("reports each interval's daylight in the request's offset mode and warns of a night flight", async () => {
    const { precheck } = service();
    const answer = await precheck.precheck(
      form({
        geometry: polygon(37.8, 55.8, 37.81, 55.81),
        flightDateTimeOffsetMode: 'LOCAL',
        generalFlightDateTime: [{ start: '2026-06-21T12:00:00', finish: '2026-06-21T14:00:00' }],
        reservedFlightDateTime: [
          { id: '0b5b3f5e-8d7e-4c1e-9a39-2f1f0d4d7a11', start: '2026-06-21T23:30:00', finish: '2026-06-22T00:30:00' },
        ],
      }),
      'en',
    );
    expect(answer.daylight).toEqual([
      expect.objectContaining({ kind: 'GENERAL', intervalId: null, inDaylight: true, sunrise: expect.stringMatching(/^2026-06-21T03:4/) }),
      expect.objectContaining({ kind: 'RESERVED', intervalId: '0b5b3f5e-8d7e-4c1e-9a39-2f1f0d4d7a11', inDaylight: false }),
    ]);
    expect(answer.findings).toEqual([expect.objectContaining({ code: 'FLIGHT_AT_NIGHT', severity: 'WARNING' })]);
    expect(answer.blocking).toBe(false);
  });

  it('refuses a form without a route or altitudes, min above max, and finish before start', async () => {
    const { precheck } = service();
    await expect(precheck.precheck({}, 'en')).rejects.toMatchObject({
      fieldErrors: expect.arrayContaining([{ field: 'geometry', error: 'is required for the pre-check' }]),
    });
    await expect(
      precheck.precheck(form({ geometry: polygon(37.8, 55.8, 37.81, 55.81), flightAltitudeMin: 200 }), 'en'),
    ).rejects.toMatchObject({
      fieldErrors: [{ field: 'flightAltitudeMax', error: 'must not be below flightAltitudeMin' }],
    });
    await expect(
      precheck.precheck(
        form({
          geometry: polygon(37.8, 55.8, 37.81, 55.81),
          generalFlightDateTime: [{ start: '2026-06-21T12:00:00', finish: '2026-06-21T11:00:00' }],
        }),
        'en',
      ),
    ).rejects.toMatchObject({ fieldErrors: [{ field: 'generalFlightDateTime.0.finish', error: 'must be after start' }] });
  });

  it('costs one crossing query for a clear route, its take-off and landing points on it included', async () => {
    const { precheck, crossings } = service();
    const point = { lat: 55.805, lng: 37.805 };
    await precheck.precheck(form({ geometry: polygon(37.8, 55.8, 37.81, 55.81), takeOffPoint: point, landingPoint: point }), 'en');
    expect(crossings.calls).toBe(1);
    await precheck.precheck(form({ geometry: polygon(37.8, 55.8, 37.81, 55.81), takeOffPoint: { lat: 55.9, lng: 37.9 } }), 'en');
    expect(crossings.calls).toBe(3);
  });

  it('blocks a route or a point outside Russia', async () => {
    const { precheck } = service();
    const answer = await precheck.precheck(
      form({ geometry: polygon(37.8, 40.5, 37.81, 41.5), landingPoint: { lat: 40, lng: 37.8 } }),
      'en',
    );
    expect(answer.findings.map((f) => `${f.code}:${f.severity}`)).toEqual([
      'ROUTE_OUTSIDE_RUSSIA:BLOCKING',
      'LANDING_POINT_OUTSIDE_RUSSIA:BLOCKING',
    ]);
    expect(answer.findings[0].message).toBe('The route point 40.5, 37.8 is outside Russia');
  });
});

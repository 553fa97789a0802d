import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Geometry, Polygon } from 'geojson';
import { MAX_ROUTE_VERTICES } from '../map.constants';
import { bboxOfGeometry } from './bbox';
import { circlePolygon } from './circle-polygon';
import { Footprint, FlightGeometryResult, footprintIntersects, parseFlightGeometry } from './flight-geometry';

function areaOf(footprint: Footprint): Geometry {
  if (footprint.kind !== 'area') throw new Error('expected an area');
  return footprint.geometry;
}

function errorsOf(result: FlightGeometryResult): string[] {
  if (result.ok) throw new Error('expected the geometry to be refused');
  return result.errors.map((e) => `${e.field}:${e.error}`);
}

function valueOf(result: FlightGeometryResult) {
  if (!result.ok) throw new Error(`expected a valid geometry, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

const MOSCOW = { lat: 55.7558, lng: 37.6173 };
const METRES_PER_DEGREE_LAT = 111_320;

describe('parseFlightGeometry', () => {
  it('builds a circle polygon whose radius is true metres', () => {
    const { footprint, shape } = valueOf(parseFlightGeometry({ type: 'CIRCLE', points: [MOSCOW], radius: 1000 }));
    expect(shape).toEqual({ type: 'CIRCLE', points: [MOSCOW], radius: 1000 });
    const box = bboxOfGeometry(areaOf(footprint));
    expect(((box.maxLat - box.minLat) / 2) * METRES_PER_DEGREE_LAT).toBeCloseTo(1000, -1);
  });

  it('refuses a circle of negative or zero radius, and a missing one', () => {
    expect(errorsOf(parseFlightGeometry({ type: 'CIRCLE', points: [MOSCOW], radius: -5 }))).toEqual([
      'geometry.radius:must be greater than 0 (got -5)',
    ]);
    expect(errorsOf(parseFlightGeometry({ type: 'CIRCLE', points: [MOSCOW], radius: 0 }))[0]).toContain('greater than 0');
    expect(errorsOf(parseFlightGeometry({ type: 'CIRCLE', points: [MOSCOW] }))).toEqual(['geometry.radius:is required (metres)']);
  });

  it('buffers a polyline into a corridor of the given width, with round ends', () => {
    const start = { lat: 55.75, lng: 37.6 };
    const end = { lat: 55.75, lng: 37.7 };
    const { footprint, shape, box } = valueOf(parseFlightGeometry({ type: 'POLYLINE', points: [start, end], width: 200 }));
    expect(shape).toMatchObject({ type: 'POLYLINE', width: 200 });
    expect(footprint.kind).toBe('corridor');
    const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((55.75 * Math.PI) / 180);
    const at = (northMetres: number, eastOfStartMetres: number): Geometry => ({
      type: 'Point',
      coordinates: [37.6 + eastOfStartMetres / metresPerDegreeLng, 55.75 + northMetres / METRES_PER_DEGREE_LAT],
    });
    // 100 m either side of the line…
    expect(footprintIntersects(footprint, at(95, 3000))).toBe(true);
    expect(footprintIntersects(footprint, at(-95, 3000))).toBe(true);
    expect(footprintIntersects(footprint, at(105, 3000))).toBe(false);
    // …and round caps: 95 m before the start on the line is in, 80 m back and 80 m aside (113 m) is out.
    expect(footprintIntersects(footprint, at(0, -95))).toBe(true);
    expect(footprintIntersects(footprint, at(80, -80))).toBe(false);
    // A zone 150 m north of the line touches the corridor only when it reaches within 100 m.
    expect(footprintIntersects(footprint, circlePolygon({ lat: 55.75 + 150 / METRES_PER_DEGREE_LAT, lng: 37.65 }, 60))).toBe(true);
    expect(footprintIntersects(footprint, circlePolygon({ lat: 55.75 + 150 / METRES_PER_DEGREE_LAT, lng: 37.65 }, 40))).toBe(false);
    // A large zone the whole corridor lies in.
    expect(footprintIntersects(footprint, circlePolygon({ lat: 55.75, lng: 37.65 }, 20_000))).toBe(true);
    // The box reaches half the width beyond the ends.
    expect((37.6 - box.minLng) * metresPerDegreeLng).toBeCloseTo(100, 0);
  });

  it('uses the default corridor width for a polyline without one', () => {
    const { shape } = valueOf(parseFlightGeometry({ type: 'POLYLINE', points: [MOSCOW, { lat: 55.8, lng: 37.7 }] }));
    expect(shape).toMatchObject({ width: 100 });
  });

  it('accepts a lasso, ignores repeated clicks and keeps point roles optional', () => {
    const points = [
      { lat: 55.7, lng: 37.5, role: 'START' },
      { lat: 55.7, lng: 37.5 },
      { lat: 55.7, lng: 37.7 },
      { lat: 55.8, lng: 37.7, role: 'FINISH' },
    ];
    const { shape, footprint } = valueOf(parseFlightGeometry({ type: 'LASSO', points }));
    expect(shape.points).toHaveLength(3);
    expect((areaOf(footprint) as Polygon).coordinates[0]).toHaveLength(4);
  });

  it('refuses a self-intersecting polygon and says where it crosses', () => {
    const bowTie = [
      { lat: 55.7, lng: 37.5 },
      { lat: 55.8, lng: 37.7 },
      { lat: 55.7, lng: 37.7 },
      { lat: 55.8, lng: 37.5 },
    ];
    expect(errorsOf(parseFlightGeometry({ type: 'POLYGON', points: bowTie }))).toEqual([
      'geometry.points:the polygon crosses itself near lat 55.750000, lng 37.600000',
    ]);
  });

  it('refuses polygons with fewer than three distinct points', () => {
    const line = [MOSCOW, MOSCOW, { lat: 55.8, lng: 37.7 }];
    expect(errorsOf(parseFlightGeometry({ type: 'LASSO', points: line }))[0]).toContain('at least three distinct points');
  });

  it('refuses a route over the vertex limit before reading a single point', () => {
    const points = new Array(100_000).fill('not even a point');
    expect(errorsOf(parseFlightGeometry({ type: 'POLYLINE', points }))).toEqual([
      `geometry.points:must have at most ${MAX_ROUTE_VERTICES} vertices in all (got 100000)`,
    ]);
  });

  it('refuses coordinates sent as text, naming each bad field', () => {
    const errors = errorsOf(parseFlightGeometry({ type: 'MARKER', points: [{ lat: '55.75', lng: 37.6 }] }));
    expect(errors).toEqual(['geometry.points.0.lat:must be a number (coordinates as text are not accepted)']);
  });

  it('refuses out-of-range coordinates, unknown types and malformed structures', () => {
    expect(errorsOf(parseFlightGeometry({ type: 'MARKER', points: [{ lat: 91, lng: 181 }] }))).toEqual([
      'geometry.points.0.lat:must be between -90 and 90',
      'geometry.points.0.lng:must be between -180 and 180',
    ]);
    expect(errorsOf(parseFlightGeometry({ type: 'HEXAGON', points: [] }))[0]).toContain('geometry.type:must be one of MARKER');
    expect(errorsOf(parseFlightGeometry('POLYGON'))).toEqual(['geometry:must be an object with a type and points']);
    expect(errorsOf(parseFlightGeometry({ type: 'POLYGON', points: 'a,b' }))).toEqual(['geometry.points:must be an array of points']);
    expect(errorsOf(parseFlightGeometry({ type: 'MARKER', points: [MOSCOW, MOSCOW, { lat: 1, lng: 1 }] }))[0]).toContain(
      'exactly one point',
    );
  });

  it('reads a multipolygon with holes', () => {
    const outer = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 10 },
      { lat: 10, lng: 10 },
      { lat: 10, lng: 0 },
    ];
    const hole = [
      { lat: 4, lng: 4 },
      { lat: 4, lng: 6 },
      { lat: 6, lng: 6 },
      { lat: 6, lng: 4 },
    ];
    const other = outer.map((p) => ({ lat: p.lat + 20, lng: p.lng }));
    const { footprint, vertexCount } = valueOf(parseFlightGeometry({ type: 'MULTIPOLYGON', points: [outer, other], holes: [[hole], []] }));
    const area = areaOf(footprint);
    expect(vertexCount).toBe(12);
    expect(area.type).toBe('MultiPolygon');
    expect(booleanPointInPolygon([5, 5], area as never)).toBe(false);
    expect(booleanPointInPolygon([2, 2], area as never)).toBe(true);
    expect(booleanPointInPolygon([2, 22], area as never)).toBe(true);
  });
});

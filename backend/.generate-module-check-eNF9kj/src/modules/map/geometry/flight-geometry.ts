import type { Geometry, MultiPolygon, Point, Polygon, Position } from 'geojson';
import type { FieldError } from '../../../common/errors/error-body';
import {
  DEFAULT_CORRIDOR_WIDTH_METRES,
  MAX_CIRCLE_RADIUS_METRES,
  MAX_CORRIDOR_WIDTH_METRES,
  MAX_ROUTE_VERTICES,
  POINT_ROLES,
  SHAPE_TYPES,
  ShapeType,
} from '../map.constants';
import { BBox, bboxOfGeometry } from './bbox';
import { circlePolygon } from './circle-polygon';
import { Corridor, corridorIntersects, makeCorridor } from './corridor';
import { GeoShape, pointsToRing } from './geo-shape';
import { geometriesIntersect } from './intersects';
import { LatLng, isLatitude, isLongitude } from './lat-lng';
import { findRingSelfIntersection } from './self-intersection';

/** Where a flight goes: an area (or a point), or a corridor along a polyline. */
export type Footprint = { kind: 'area'; geometry: Point | Polygon | MultiPolygon } | { kind: 'corridor'; corridor: Corridor };

/** A flight's geometry once checked: the shape as drawn, what it covers, and the box around that. */
export interface FlightGeometry {
  shape: GeoShape;
  footprint: Footprint;
  box: BBox;
  vertexCount: number;
}

/** Whether a flight's footprint meets a geometry (shared boundary points count). */
export function footprintIntersects(footprint: Footprint, geometry: Geometry): boolean {
  return footprint.kind === 'corridor'
    ? corridorIntersects(footprint.corridor, geometry)
    : geometriesIntersect(footprint.geometry, geometry);
}

export type FlightGeometryResult = { ok: true; value: FlightGeometry } | { ok: false; errors: FieldError[] };

/** Stop collecting point errors after this many: one bad file should not produce a megabyte of errors. */
const MAX_REPORTED_ERRORS = 10;

/**
 * Checks a geometry in the flight-request shape (see GeoShape) and builds its area. Coordinates must be
 * JSON numbers: text such as "55.7" is refused rather than coerced, so a client bug surfaces at once.
 * The vertex count is checked before any point is read, so an oversized route costs nothing.
 */
export function parseFlightGeometry(input: unknown, field = 'geometry'): FlightGeometryResult {
  const errors: FieldError[] = [];
  const fail = (path: string, error: string): FlightGeometryResult => ({ ok: false, errors: [{ field: path, error }] });

  if (!isRecord(input)) return fail(field, 'must be an object with a type and points');
  const type = input.type;
  if (typeof type !== 'string' || !(SHAPE_TYPES as readonly string[]).includes(type)) {
    return fail(`${field}.type`, `must be one of ${SHAPE_TYPES.join(', ')}`);
  }
  const shapeType = type as ShapeType;

  const total = countVertices(shapeType, input.points, input.holes);
  if (total === null) {
    return fail(
      `${field}.points`,
      shapeType === 'MULTIPOLYGON' ? 'must be an array of rings (arrays of points)' : 'must be an array of points',
    );
  }
  if (total > MAX_ROUTE_VERTICES) {
    return fail(`${field}.points`, `must have at most ${MAX_ROUTE_VERTICES} vertices in all (got ${total})`);
  }

  const readRing = (value: unknown, path: string): LatLng[] => {
    if (!Array.isArray(value)) {
      errors.push({ field: path, error: 'must be an array of points' });
      return [];
    }
    const points: LatLng[] = [];
    value.forEach((raw, i) => {
      if (errors.length >= MAX_REPORTED_ERRORS) return;
      const point = readPoint(raw, `${path}.${i}`, errors);
      if (point) points.push(point);
    });
    return dropRepeats(points);
  };

  switch (shapeType) {
    case 'MARKER': {
      const points = readRing(input.points, `${field}.points`);
      if (errors.length) return { ok: false, errors };
      if (points.length !== 1) return fail(`${field}.points`, 'a MARKER has exactly one point');
      return ok({ type: 'MARKER', points }, area({ type: 'Point', coordinates: [points[0].lng, points[0].lat] }), 1);
    }
    case 'CIRCLE': {
      const points = readRing(input.points, `${field}.points`);
      const radius = readPositive(input.radius, `${field}.radius`, MAX_CIRCLE_RADIUS_METRES, errors, true);
      if (errors.length) return { ok: false, errors };
      if (points.length !== 1) return fail(`${field}.points`, 'a CIRCLE has exactly one point, its centre');
      return ok({ type: 'CIRCLE', points, radius: radius as number }, area(circlePolygon(points[0], radius as number)), 1);
    }
    case 'POLYLINE': {
      const points = readRing(input.points, `${field}.points`);
      const width = readPositive(input.width, `${field}.width`, MAX_CORRIDOR_WIDTH_METRES, errors, false);
      if (errors.length) return { ok: false, errors };
      if (points.length < 2) return fail(`${field}.points`, 'a POLYLINE needs at least two distinct points');
      const corridorWidth = width ?? DEFAULT_CORRIDOR_WIDTH_METRES;
      const corridor = makeCorridor(
        points.map((p) => [p.lng, p.lat]),
        corridorWidth,
      );
      const shape: GeoShape = { type: 'POLYLINE', points, width: corridorWidth };
      return { ok: true, value: { shape, footprint: { kind: 'corridor', corridor }, box: corridor.box, vertexCount: points.length } };
    }
    case 'LASSO':
    case 'POLYGON': {
      const points = readRing(input.points, `${field}.points`);
      const holes = shapeType === 'POLYGON' && input.holes !== undefined ? readRings(input.holes, `${field}.holes`, errors, readRing) : [];
      if (errors.length) return { ok: false, errors };
      const ringErrors = [checkRing(points, `${field}.points`), ...holes.map((h, i) => checkRing(h, `${field}.holes.${i}`))];
      const firstError = ringErrors.find((e): e is FieldError => e !== null);
      if (firstError) return { ok: false, errors: [firstError] };
      const shape: GeoShape =
        shapeType === 'LASSO' ? { type: 'LASSO', points } : holes.length ? { type: 'POLYGON', points, holes } : { type: 'POLYGON', points };
      const polygon: Polygon = { type: 'Polygon', coordinates: [pointsToRing(points), ...holes.map(pointsToRing)] };
      return ok(shape, area(polygon), total);
    }
    case 'MULTIPOLYGON': {
      const outers = readRings(input.points, `${field}.points`, errors, readRing);
      const holes =
        input.holes !== undefined ? readRings(input.holes, `${field}.holes`, errors, (v, p) => readRings(v, p, errors, readRing)) : [];
      if (errors.length) return { ok: false, errors };
      if (outers.length === 0) return fail(`${field}.points`, 'a MULTIPOLYGON needs at least one polygon');
      for (const [i, ring] of outers.entries()) {
        const error = checkRing(ring, `${field}.points.${i}`);
        if (error) return { ok: false, errors: [error] };
        for (const [j, hole] of (holes[i] ?? []).entries()) {
          const holeError = checkRing(hole, `${field}.holes.${i}.${j}`);
          if (holeError) return { ok: false, errors: [holeError] };
        }
      }
      const multi: MultiPolygon = {
        type: 'MultiPolygon',
        coordinates: outers.map((ring, i) => [pointsToRing(ring), ...(holes[i] ?? []).map(pointsToRing)]),
      };
      const shape: GeoShape = holes.some((h) => h.length)
        ? { type: 'MULTIPOLYGON', points: outers, holes }
        : { type: 'MULTIPOLYGON', points: outers };
      return ok(shape, area(multi), total);
    }
  }
}

function area(geometry: Point | Polygon | MultiPolygon): Footprint {
  return { kind: 'area', geometry };
}

function ok(shape: GeoShape, footprint: Footprint, vertexCount: number): FlightGeometryResult {
  const box = footprint.kind === 'area' ? bboxOfGeometry(footprint.geometry) : footprint.corridor.box;
  return { ok: true, value: { shape, footprint, box, vertexCount } };
}

function readRings<T>(value: unknown, path: string, errors: FieldError[], read: (v: unknown, p: string) => T): T[] {
  if (!Array.isArray(value)) {
    errors.push({ field: path, error: 'must be an array' });
    return [];
  }
  return value.map((item, i) => read(item, `${path}.${i}`));
}

function readPoint(raw: unknown, path: string, errors: FieldError[]): LatLng | null {
  if (!isRecord(raw)) {
    errors.push({ field: path, error: 'must be an object with lat and lng' });
    return null;
  }
  const { lat, lng, role } = raw;
  let valid = true;
  if (typeof lat !== 'number') {
    errors.push({ field: `${path}.lat`, error: 'must be a number (coordinates as text are not accepted)' });
    valid = false;
  } else if (!isLatitude(lat)) {
    errors.push({ field: `${path}.lat`, error: 'must be between -90 and 90' });
    valid = false;
  }
  if (typeof lng !== 'number') {
    errors.push({ field: `${path}.lng`, error: 'must be a number (coordinates as text are not accepted)' });
    valid = false;
  } else if (!isLongitude(lng)) {
    errors.push({ field: `${path}.lng`, error: 'must be between -180 and 180' });
    valid = false;
  }
  if (role !== undefined && role !== null && !(POINT_ROLES as readonly unknown[]).includes(role)) {
    errors.push({ field: `${path}.role`, error: `must be one of ${POINT_ROLES.join(', ')}` });
    valid = false;
  }
  return valid ? { lat: lat as number, lng: lng as number } : null;
}

function readPositive(value: unknown, path: string, max: number, errors: FieldError[], required: boolean): number | undefined {
  if (value === undefined || value === null) {
    if (required) errors.push({ field: path, error: 'is required (metres)' });
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors.push({ field: path, error: 'must be a number of metres' });
    return undefined;
  }
  if (value <= 0) {
    errors.push({ field: path, error: `must be greater than 0 (got ${value})` });
    return undefined;
  }
  if (value > max) {
    errors.push({ field: path, error: `must be at most ${max} metres` });
    return undefined;
  }
  return value;
}

/** A ring needs three distinct corners and must not cross itself (its area would be undefined). */
function checkRing(points: LatLng[], path: string): FieldError | null {
  const ring: Position[] = points.map((p) => [p.lng, p.lat]);
  const open =
    ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  if (open.length < 3) return { field: path, error: 'a polygon needs at least three distinct points' };
  const crossing = findRingSelfIntersection(open);
  if (crossing) {
    return { field: path, error: `the polygon crosses itself near lat ${crossing[1].toFixed(6)}, lng ${crossing[0].toFixed(6)}` };
  }
  return null;
}

/**
 * Counts vertices from the array lengths alone, so an oversized body is refused before any point is read;
 * null when the structure is not arrays nested as the shape type requires. Holes count towards the limit.
 */
function countVertices(type: ShapeType, points: unknown, holes: unknown): number | null {
  const count = (value: unknown, depth: number): number | null => {
    if (!Array.isArray(value)) return null;
    if (depth === 0) return value.length;
    let total = 0;
    for (const item of value) {
      const nested = count(item, depth - 1);
      if (nested === null) return null;
      total += nested;
    }
    return total;
  };
  const multi = type === 'MULTIPOLYGON';
  const main = count(points, multi ? 1 : 0);
  if (main === null) return null;
  const holeDepth = multi ? 2 : 1;
  const extra = type === 'POLYGON' || multi ? (count(holes, holeDepth) ?? 0) : 0;
  return main + extra;
}

/** Double clicks leave repeated points; they carry no shape and would make zero-length edges. */
function dropRepeats(points: LatLng[]): LatLng[] {
  return points.filter((p, i) => i === 0 || p.lat !== points[i - 1].lat || p.lng !== points[i - 1].lng);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

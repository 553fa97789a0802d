import { MAX_CIRCLE_RADIUS_METRES, MAX_CORRIDOR_WIDTH_METRES, MAX_ROUTE_VERTICES } from '@nebo/shared-vocabulary';
import type { GeoShape, LatLng, ShapeType } from '../geo/types';

/**
 * The rules a drawn shape must meet before it is a flight request's geometry. They mirror what the
 * backend refuses with a 400 (map module: geometry/flight-geometry.ts), so the editor says it first; the
 * limits are the backend's own, from the vocabulary (docs/requirements.md#vocabulary-map).
 */
export { MAX_ROUTE_VERTICES };
export const MAX_CIRCLE_RADIUS_M = MAX_CIRCLE_RADIUS_METRES;
export const MAX_CORRIDOR_WIDTH_M = MAX_CORRIDOR_WIDTH_METRES;
export const DEFAULT_RADIUS_M = 500;
export const DEFAULT_CORRIDOR_WIDTH_M = 100;

export interface EditorShape {
  type: ShapeType;
  /** MULTIPOLYGON: one ring per polygon; every other type uses ring 0 only. */
  rings: LatLng[][];
  radius: number;
  width: number;
}

export type ShapeIssue =
  | { code: 'tooFewPoints'; min: number; ring: number }
  | { code: 'selfIntersection'; ring: number }
  | { code: 'radius' }
  | { code: 'width' }
  | { code: 'tooManyPoints'; max: number };

/** The fewest points each shape type needs. */
export const MIN_POINTS: Record<ShapeType, number> = { MARKER: 1, CIRCLE: 1, POLYLINE: 2, LASSO: 3, POLYGON: 3, MULTIPOLYGON: 3 };

/** Shapes that hold a single point (a new point replaces it rather than adding one). */
export const isSinglePoint = (type: ShapeType): boolean => type === 'MARKER' || type === 'CIRCLE';
export const isArea = (type: ShapeType): boolean => type === 'LASSO' || type === 'POLYGON' || type === 'MULTIPOLYGON';

/** Rings that count: a MULTIPOLYGON's trailing ring that was started but not drawn yet is ignored. */
export function usedRings(shape: EditorShape): LatLng[][] {
  if (shape.type !== 'MULTIPOLYGON') return [shape.rings[0] ?? []];
  const rings = shape.rings.filter((ring, index) => ring.length > 0 || index === 0);
  return rings.length > 0 ? rings : [[]];
}

export function vertexCount(shape: EditorShape): number {
  return shape.rings.reduce((sum, ring) => sum + ring.length, 0);
}

export function shapeIssues(shape: EditorShape): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  if (vertexCount(shape) > MAX_ROUTE_VERTICES) return [{ code: 'tooManyPoints', max: MAX_ROUTE_VERTICES }];
  const min = MIN_POINTS[shape.type];
  usedRings(shape).forEach((ring, index) => {
    if (ring.length < min) issues.push({ code: 'tooFewPoints', min, ring: index });
    else if (isArea(shape.type) && ringSelfIntersects(ring)) issues.push({ code: 'selfIntersection', ring: index });
  });
  if (shape.type === 'CIRCLE' && !(shape.radius > 0 && shape.radius <= MAX_CIRCLE_RADIUS_M)) issues.push({ code: 'radius' });
  if (shape.type === 'POLYLINE' && !(shape.width > 0 && shape.width <= MAX_CORRIDOR_WIDTH_M)) issues.push({ code: 'width' });
  return issues;
}

const copy = (p: LatLng): LatLng => ({ lat: p.lat, lng: p.lng });

/** The flight request's geometry, or null while the shape breaks a rule. */
export function toGeoShape(shape: EditorShape): GeoShape | null {
  if (shapeIssues(shape).length > 0) return null;
  const ring = (shape.rings[0] ?? []).map(copy);
  switch (shape.type) {
    case 'MARKER':
      return { type: 'MARKER', points: [ring[0]] };
    case 'CIRCLE':
      return { type: 'CIRCLE', points: [ring[0]], radius: shape.radius };
    case 'POLYLINE':
      return { type: 'POLYLINE', points: ring, width: shape.width };
    case 'LASSO':
    case 'POLYGON':
      return { type: shape.type, points: ring };
    case 'MULTIPOLYGON':
      return { type: 'MULTIPOLYGON', points: usedRings(shape).map((r) => r.map(copy)) };
  }
}

/** Back from a stored geometry to what the editor edits (a flight request opened again). */
export function fromGeoShape(geometry: GeoShape): EditorShape {
  const base = { radius: DEFAULT_RADIUS_M, width: DEFAULT_CORRIDOR_WIDTH_M };
  if (geometry.type === 'MULTIPOLYGON') return { ...base, type: 'MULTIPOLYGON', rings: geometry.points.map((r) => r.map(copy)) };
  const rings = [geometry.points.map(copy)];
  if (geometry.type === 'CIRCLE') return { ...base, type: 'CIRCLE', rings, radius: geometry.radius };
  if (geometry.type === 'POLYLINE') return { ...base, type: 'POLYLINE', rings, width: geometry.width };
  return { ...base, type: geometry.type, rings };
}

// --- self-intersection ----------------------------------------------------------------------------

function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const value = (b.lat - a.lat) * (c.lng - b.lng) - (b.lng - a.lng) * (c.lat - b.lat);
  return Math.abs(value) < 1e-15 ? 0 : value > 0 ? 1 : 2;
}

function onSegment(a: LatLng, b: LatLng, c: LatLng): boolean {
  return (
    Math.min(a.lng, c.lng) <= b.lng && b.lng <= Math.max(a.lng, c.lng) && Math.min(a.lat, c.lat) <= b.lat && b.lat <= Math.max(a.lat, c.lat)
  );
}

export function segmentsIntersect(p1: LatLng, q1: LatLng, p2: LatLng, q2: LatLng): boolean {
  const o1 = orientation(p1, q1, p2);
  const o2 = orientation(p1, q1, q2);
  const o3 = orientation(p2, q2, p1);
  const o4 = orientation(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, q2, q1)) ||
    (o3 === 0 && onSegment(p2, p1, q2)) ||
    (o4 === 0 && onSegment(p2, q1, q2))
  );
}

/** Whether two edges of a closed ring that are not neighbours touch (a bow-tie polygon). */
export function ringSelfIntersects(ring: LatLng[]): boolean {
  const n = ring.length;
  if (n < 4) return false;
  for (let i = 0; i < n; i += 1) {
    const a1 = ring[i];
    const a2 = ring[(i + 1) % n];
    for (let j = i + 2; j < n; j += 1) {
      // The last edge and the first share a vertex.
      if (i === 0 && j === n - 1) continue;
      if (segmentsIntersect(a1, a2, ring[j], ring[(j + 1) % n])) return true;
    }
  }
  return false;
}

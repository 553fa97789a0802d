import type { Position } from 'geojson';
import { bboxOfGeometry } from '../../geometry/bbox';
import { circlePolygon } from '../../geometry/circle-polygon';
import type { GeoShape } from '../../geometry/geo-shape';
import { geometryToGeoShape } from '../../geometry/geo-shape';
import { isLatitude, isLongitude } from '../../geometry/lat-lng';
import { findRingSelfIntersection } from '../../geometry/self-intersection';
import { MAX_CIRCLE_RADIUS_METRES } from '../../map.constants';
import { MAX_ZONE_VERTICES } from './import-types';

/** A zone's horizontal shape read from a file, or the reason it cannot be used. */
export type ZoneShapeResult = { ok: true; shape: GeoShape } | { ok: false; reason: string };

/**
 * Reads a GeoJSON Polygon or MultiPolygon from an untrusted file: positions must be [lng, lat] numbers in
 * range, rings closed with at least four positions, none crossing itself, within the vertex limit.
 */
export function readPolygonal(type: unknown, coordinates: unknown): ZoneShapeResult {
  if (type === 'Polygon') {
    const rings = readRings(coordinates, 'coordinates');
    if (typeof rings === 'string') return { ok: false, reason: rings };
    return { ok: true, shape: geometryToGeoShape({ type: 'Polygon', coordinates: rings }) };
  }
  if (type === 'MultiPolygon') {
    if (!Array.isArray(coordinates) || coordinates.length === 0)
      return { ok: false, reason: 'MultiPolygon coordinates must be a non-empty array of polygons' };
    const polygons: Position[][][] = [];
    let total = 0;
    for (const [i, polygon] of coordinates.entries()) {
      const rings = readRings(polygon, `polygon ${i + 1}`);
      if (typeof rings === 'string') return { ok: false, reason: rings };
      total += rings.reduce((n, r) => n + r.length, 0);
      if (total > MAX_ZONE_VERTICES) return { ok: false, reason: `more than ${MAX_ZONE_VERTICES} vertices` };
      polygons.push(rings);
    }
    return { ok: true, shape: geometryToGeoShape({ type: 'MultiPolygon', coordinates: polygons }) };
  }
  return { ok: false, reason: `geometry type ${JSON.stringify(type)} is not a zone shape (Polygon, MultiPolygon or a circle)` };
}

/** A circle: centre [lng, lat] and a radius in metres, greater than zero. */
export function readCircle(center: unknown, radius: unknown): ZoneShapeResult {
  const position = readPosition(center);
  if (typeof position === 'string') return { ok: false, reason: `circle centre: ${position}` };
  if (typeof radius !== 'number' || !Number.isFinite(radius)) return { ok: false, reason: 'circle radius must be a number of metres' };
  if (radius <= 0) return { ok: false, reason: `circle radius must be greater than 0 (got ${radius})` };
  if (radius > MAX_CIRCLE_RADIUS_METRES) return { ok: false, reason: `circle radius must be at most ${MAX_CIRCLE_RADIUS_METRES} metres` };
  const centre = { lat: position[1], lng: position[0] };
  const box = bboxOfGeometry(circlePolygon(centre, radius));
  // Normalised vertices of a circle across ±180° would wrap round the world; such zones come split.
  if (box.maxLng - box.minLng > 180)
    return { ok: false, reason: 'the circle crosses the antimeridian (±180°): split the zone in two polygons' };
  return { ok: true, shape: { type: 'CIRCLE', points: [centre], radius } };
}

function readRings(value: unknown, label: string): Position[][] | string {
  if (!Array.isArray(value) || value.length === 0) return `${label} must be a non-empty array of rings`;
  const rings: Position[][] = [];
  let total = 0;
  for (const [r, ringValue] of value.entries()) {
    const name = r === 0 ? `${label}: outer ring` : `${label}: hole ${r}`;
    if (!Array.isArray(ringValue)) return `${name} must be an array of positions`;
    total += ringValue.length;
    if (total > MAX_ZONE_VERTICES) return `more than ${MAX_ZONE_VERTICES} vertices`;
    const ring: Position[] = [];
    for (const [p, positionValue] of ringValue.entries()) {
      const position = readPosition(positionValue);
      if (typeof position === 'string') return `${name}, position ${p + 1}: ${position}`;
      if (ring.length === 0 || ring[ring.length - 1][0] !== position[0] || ring[ring.length - 1][1] !== position[1]) ring.push(position);
    }
    if (ring.length < 4) return `${name} needs at least four positions (three corners and the closing one)`;
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (first[0] !== last[0] || first[1] !== last[1]) return `${name} is not closed (the last position must repeat the first)`;
    const crossing = findRingSelfIntersection(ring);
    if (crossing) return `${name} crosses itself near lat ${crossing[1].toFixed(6)}, lng ${crossing[0].toFixed(6)}`;
    rings.push(ring);
  }
  return rings;
}

function readPosition(value: unknown): Position | string {
  if (!Array.isArray(value) || value.length < 2) return 'must be [longitude, latitude]';
  const [lng, lat] = value;
  if (typeof lng !== 'number' || typeof lat !== 'number') return 'longitude and latitude must be numbers';
  if (!isLongitude(lng)) return `longitude ${lng} is out of range (-180..180)`;
  if (!isLatitude(lat)) return `latitude ${lat} is out of range (-90..90)`;
  return [lng, lat];
}

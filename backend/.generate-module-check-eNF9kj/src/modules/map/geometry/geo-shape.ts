import type { Geometry, LineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { LatLng, toLatLng, toPosition } from './lat-lng';

/**
 * The shape of a map object or of a flight's route as the API carries it (`geoShape`). Points are
 * `{ lat, lng }`; rings are open (the last point joins the first), as a person draws them.
 *
 * - MARKER: one point. CIRCLE: the centre as the one point, `radius` in metres.
 * - POLYLINE: the route's points; `width` is the corridor width in metres.
 * - LASSO (a free-hand area) and POLYGON: the outer ring; POLYGON may have `holes`.
 * - MULTIPOLYGON: one outer ring per polygon in `points`; `holes[i]` are the holes of polygon i.
 */
export type GeoShape = (
  | { type: 'MARKER'; points: LatLng[] }
  | { type: 'CIRCLE'; points: LatLng[]; radius: number }
  | { type: 'POLYLINE'; points: LatLng[]; width?: number }
  | { type: 'LASSO'; points: LatLng[] }
  | { type: 'POLYGON'; points: LatLng[]; holes?: LatLng[][] }
  | { type: 'MULTIPOLYGON'; points: LatLng[][]; holes?: LatLng[][][] }
) & {
  /** Set on an answer when a large shape was cut to the requested view. */
  clipped?: boolean;
};

/** A GeoJSON geometry the map stores; circles are kept as CIRCLE shapes and polygonised for geometry tests. */
export type StoredGeometry = Point | LineString | Polygon | MultiPolygon;

export function ringToPoints(ring: Position[]): LatLng[] {
  const open = isClosed(ring) ? ring.slice(0, -1) : ring;
  return open.map(toLatLng);
}

export function pointsToRing(points: LatLng[]): Position[] {
  const ring = points.map(toPosition);
  return isClosed(ring) ? ring : [...ring, ring[0]];
}

function isClosed(ring: Position[]): boolean {
  if (ring.length < 2) return false;
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first[0] === last[0] && first[1] === last[1];
}

/** GeoJSON → geoShape. `polygonType` tells whether a single polygon was drawn as a LASSO. */
export function geometryToGeoShape(geometry: StoredGeometry, polygonType: 'POLYGON' | 'LASSO' = 'POLYGON'): GeoShape {
  switch (geometry.type) {
    case 'Point':
      return { type: 'MARKER', points: [toLatLng(geometry.coordinates)] };
    case 'LineString':
      return { type: 'POLYLINE', points: geometry.coordinates.map(toLatLng) };
    case 'Polygon': {
      const [outer, ...holes] = geometry.coordinates;
      if (polygonType === 'LASSO' && holes.length === 0) return { type: 'LASSO', points: ringToPoints(outer) };
      return holes.length > 0
        ? { type: 'POLYGON', points: ringToPoints(outer), holes: holes.map(ringToPoints) }
        : { type: 'POLYGON', points: ringToPoints(outer) };
    }
    case 'MultiPolygon': {
      const points = geometry.coordinates.map((polygon) => ringToPoints(polygon[0]));
      const holes = geometry.coordinates.map((polygon) => polygon.slice(1).map(ringToPoints));
      return holes.some((h) => h.length > 0) ? { type: 'MULTIPOLYGON', points, holes } : { type: 'MULTIPOLYGON', points };
    }
  }
}

/**
 * geoShape → GeoJSON for the area shapes and lines. A CIRCLE has no exact GeoJSON form; callers polygonise
 * it (see circle-polygon.ts) so this function refuses it rather than guess a resolution.
 */
export function geoShapeToGeometry(shape: GeoShape): StoredGeometry {
  switch (shape.type) {
    case 'MARKER':
      return { type: 'Point', coordinates: toPosition(shape.points[0]) };
    case 'POLYLINE':
      return { type: 'LineString', coordinates: shape.points.map(toPosition) };
    case 'LASSO':
      return { type: 'Polygon', coordinates: [pointsToRing(shape.points)] };
    case 'POLYGON':
      return { type: 'Polygon', coordinates: [pointsToRing(shape.points), ...(shape.holes ?? []).map(pointsToRing)] };
    case 'MULTIPOLYGON':
      return {
        type: 'MultiPolygon',
        coordinates: shape.points.map((outer, i) => [pointsToRing(outer), ...(shape.holes?.[i] ?? []).map(pointsToRing)]),
      };
    case 'CIRCLE':
      throw new TypeError('a CIRCLE has no exact GeoJSON form; polygonise it with circlePolygon()');
  }
}

export function isAreaGeometry(geometry: Geometry): geometry is Polygon | MultiPolygon {
  return geometry.type === 'Polygon' || geometry.type === 'MultiPolygon';
}

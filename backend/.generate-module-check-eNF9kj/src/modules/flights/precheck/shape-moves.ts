import type { GeoShape } from '../../map/geometry/geo-shape';
import { type LatLngPoint, destination, distanceMetres } from './compass';

/**
 * Changes of a route's shape the pre-check proposes: the whole route moved (each point by the same
 * distance and bearing), a circle with another radius, and the route's size and centre.
 */
export function translateShape(shape: GeoShape, bearing: number, distance: number): GeoShape {
  const move = (p: LatLngPoint): LatLngPoint => destination(p, bearing, distance);
  switch (shape.type) {
    case 'MULTIPOLYGON':
      return {
        ...shape,
        points: shape.points.map((ring) => ring.map(move)),
        ...(shape.holes ? { holes: shape.holes.map((rings) => rings.map((ring) => ring.map(move))) } : {}),
      };
    case 'POLYGON':
      return { ...shape, points: shape.points.map(move), ...(shape.holes ? { holes: shape.holes.map((ring) => ring.map(move)) } : {}) };
    default:
      return { ...shape, points: shape.points.map(move) } as GeoShape;
  }
}

export function withRadius(shape: GeoShape & { type: 'CIRCLE' }, radius: number): GeoShape {
  return { ...shape, radius };
}

/** The centre of a box, the point the daylight is computed at. */
export function boxCentre(box: { minLng: number; minLat: number; maxLng: number; maxLat: number }): LatLngPoint {
  return { lat: (box.minLat + box.maxLat) / 2, lng: (box.minLng + box.maxLng) / 2 };
}

/** The diagonal of a box in metres: how large a route is. */
export function boxDiagonalMetres(box: { minLng: number; minLat: number; maxLng: number; maxLat: number }): number {
  return distanceMetres({ lat: box.minLat, lng: box.minLng }, { lat: box.maxLat, lng: box.maxLng });
}

/** Every vertex of a shape (outer rings and holes). */
export function shapeVertices(shape: GeoShape): LatLngPoint[] {
  if (shape.type === 'MULTIPOLYGON') return shape.points.flat();
  return shape.points;
}

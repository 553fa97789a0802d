import type { BBox } from './bbox';
import type { GeoShape } from './geo-shape';
import type { LatLng } from './lat-lng';

/**
 * Whether any vertex of a shape (a circle's centre) lies in a box. Every vertex belongs to its shape (on a
 * polygon's boundary, on a line, at a circle's centre), so a hit proves the shape meets the box — the
 * cheap answer for most shapes straddling a view's edge, before any exact test.
 */
export function hasVertexInBox(shape: GeoShape, box: BBox): boolean {
  const inBox = (points: readonly LatLng[]) =>
    points.some((p) => p.lng >= box.minLng && p.lng <= box.maxLng && p.lat >= box.minLat && p.lat <= box.maxLat);
  return shape.type === 'MULTIPOLYGON' ? shape.points.some(inBox) : inBox(shape.points);
}

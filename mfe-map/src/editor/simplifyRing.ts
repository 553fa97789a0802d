import type { LatLng } from '../geo/types';

/** A freehand lasso keeps at most this many points: plenty for an outline, far below the route limit. */
export const LASSO_MAX_POINTS = 200;

function perpendicular(p: LatLng, a: LatLng, b: LatLng): number {
  const dx = b.lng - a.lng;
  const dy = b.lat - a.lat;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p.lng - a.lng, p.lat - a.lat);
  return Math.abs(dy * p.lng - dx * p.lat + b.lng * a.lat - b.lat * a.lng) / length;
}

function douglasPeucker(points: LatLng[], tolerance: number): LatLng[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let max = 0;
    let index = -1;
    for (let i = first + 1; i < last; i += 1) {
      const d = perpendicular(points[i], points[first], points[last]);
      if (d > max) {
        max = d;
        index = i;
      }
    }
    if (index !== -1 && max > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * Simplifies a freehand ring: the tolerance starts at a thousandth of its size and doubles until the ring
 * fits LASSO_MAX_POINTS, so a small careful outline keeps its detail and a long scribble is thinned.
 */
export function simplifyRing(ring: LatLng[]): LatLng[] {
  if (ring.length <= 3) return ring;
  const lats = ring.map((p) => p.lat);
  const lngs = ring.map((p) => p.lng);
  const size = Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lngs) - Math.min(...lngs));
  let tolerance = size / 1000;
  let result = douglasPeucker(ring, tolerance);
  while (result.length > LASSO_MAX_POINTS && tolerance < size) {
    tolerance *= 2;
    result = douglasPeucker(ring, tolerance);
  }
  return result.length >= 3 ? result : ring.slice(0, 3);
}

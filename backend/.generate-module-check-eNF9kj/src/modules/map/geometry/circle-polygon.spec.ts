import { circle } from '@turf/circle';
import { CIRCLE_STEPS, EARTH_RADIUS_METRES, circlePolygon } from './circle-polygon';

/** Haversine distance in metres, written out independently of the code under test. */
function distance(a: number[], b: number[]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}

describe('circlePolygon', () => {
  it('puts every vertex at the radius from the centre, in a closed ring', () => {
    const ring = circlePolygon({ lat: 55.7558, lng: 37.6173 }, 5000).coordinates[0];
    expect(ring).toHaveLength(CIRCLE_STEPS + 1);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const vertex of ring) expect(distance([37.6173, 55.7558], vertex)).toBeCloseTo(5000, 3);
  });

  it('matches @turf/circle vertex for vertex', () => {
    const ours = circlePolygon({ lat: 64.5, lng: 40.6 }, 12_345).coordinates[0];
    const theirs = circle([40.6, 64.5], 12_345, { steps: CIRCLE_STEPS, units: 'meters' }).geometry.coordinates[0];
    ours.forEach((vertex, i) => {
      expect(vertex[0]).toBeCloseTo(theirs[i][0], 9);
      expect(vertex[1]).toBeCloseTo(theirs[i][1], 9);
    });
  });

  it('keeps longitudes within ±180 near the antimeridian (Chukotka)', () => {
    const ring = circlePolygon({ lat: 65, lng: 179.9 }, 20_000).coordinates[0];
    for (const [lng] of ring) expect(Math.abs(lng)).toBeLessThanOrEqual(180);
  });
});

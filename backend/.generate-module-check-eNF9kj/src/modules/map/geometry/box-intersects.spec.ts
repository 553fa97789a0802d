import type { LineString, Polygon, Position } from 'geojson';
import { BBox, bboxToPolygon } from './bbox';
import { geometryIntersectsBox } from './box-intersects';
import { circlePolygon } from './circle-polygon';
import type { StoredGeometry } from './geo-shape';
import { geometriesIntersect } from './intersects';

const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('geometryIntersectsBox', () => {
  const zone: Polygon = { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] };
  const box = (minLng: number, minLat: number, maxLng: number, maxLat: number): BBox => ({ minLng, minLat, maxLng, maxLat });

  it('handles a vertex inside, a box inside the area, a box in a hole and a box outside', () => {
    expect(geometryIntersectsBox(zone, box(9, 9, 12, 12))).toBe(true);
    expect(geometryIntersectsBox(zone, box(1, 1, 2, 2))).toBe(true);
    expect(geometryIntersectsBox(zone, box(4.5, 4.5, 5.5, 5.5))).toBe(false);
    expect(geometryIntersectsBox(zone, box(11, 11, 12, 12))).toBe(false);
  });

  it('finds an outline crossing the box with no vertex in it, and counts touching boundaries', () => {
    expect(geometryIntersectsBox(zone, box(-1, 3, 11, 3.5))).toBe(true);
    expect(geometryIntersectsBox(zone, box(10, 2, 12, 3))).toBe(true);
    expect(geometryIntersectsBox(zone, box(10.0001, 2, 12, 3))).toBe(false);
    const diagonal: LineString = {
      type: 'LineString',
      coordinates: [
        [0, 5],
        [5, 0],
      ],
    };
    expect(geometryIntersectsBox(diagonal, box(2, 2, 3, 3))).toBe(true);
    expect(geometryIntersectsBox(diagonal, box(3, 3, 4, 4))).toBe(false);
    expect(geometryIntersectsBox({ type: 'Point', coordinates: [2, 2] }, box(2, 2, 3, 3))).toBe(true);
    expect(geometryIntersectsBox({ type: 'Point', coordinates: [1.9, 2] }, box(2, 2, 3, 3))).toBe(false);
  });

  it('tests every polygon of a multipolygon', () => {
    const multi: StoredGeometry = { type: 'MultiPolygon', coordinates: [[square(20, 20, 1)], [square(0, 0, 1)]] };
    expect(geometryIntersectsBox(multi, box(0.5, 0.5, 3, 3))).toBe(true);
    expect(geometryIntersectsBox(multi, box(5, 5, 6, 6))).toBe(false);
  });

  it('agrees with geometriesIntersect against the box as a polygon, on thousands of random cases', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let hits = 0;
    for (let i = 0; i < 3000; i++) {
      const x = random() * 10;
      const y = random() * 10;
      const view = box(x, y, x + random() * 3, y + random() * 3);
      const kind = i % 4;
      const geometry: StoredGeometry =
        kind === 0
          ? circlePolygon({ lat: random() * 10, lng: random() * 10 }, 20_000 + random() * 200_000)
          : kind === 3
            ? ringWithHole(random() * 10, random() * 10, 30_000 + random() * 300_000)
            : kind === 1
              ? {
                  type: 'LineString',
                  coordinates: Array.from({ length: 2 + Math.floor(random() * 6) }, () => [random() * 12 - 1, random() * 12 - 1]),
                }
              : polygonWithHole(random() * 10, random() * 10, 0.5 + random() * 3, random);
      const expected = geometriesIntersect(geometry, bboxToPolygon(view));
      expect([i, geometryIntersectsBox(geometry, view)]).toEqual([i, expected]);
      if (expected) hits++;
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(hits).toBeGreaterThan(400);
    expect(hits).toBeLessThan(2600);
  });
});

/** Long rings (their boxes are kept, see ringBox): a 400-gon with a 300-gon hole, as a multipolygon. */
function ringWithHole(lng: number, lat: number, radius: number): StoredGeometry {
  const outer = circlePolygon({ lat, lng }, radius, 400).coordinates[0];
  const hole = circlePolygon({ lat, lng }, radius / 2, 300).coordinates[0].reverse();
  return { type: 'MultiPolygon', coordinates: [[outer, hole]] };
}

/** A star-shaped ring around (x, y) with radii between half and all of `radius`, and a hole of a third of it. */
function polygonWithHole(x: number, y: number, radius: number, random: () => number): Polygon {
  const ring = (n: number, r: (i: number) => number): Position[] => {
    const positions: Position[] = Array.from({ length: n }, (_, i) => [
      x + r(i) * Math.cos((2 * Math.PI * i) / n),
      y + r(i) * Math.sin((2 * Math.PI * i) / n),
    ]);
    return [...positions, positions[0]];
  };
  const outer = ring(5 + Math.floor(random() * 12), () => radius * (0.5 + random() * 0.5));
  return { type: 'Polygon', coordinates: random() < 0.5 ? [outer] : [outer, ring(6, () => radius / 3).reverse()] };
}

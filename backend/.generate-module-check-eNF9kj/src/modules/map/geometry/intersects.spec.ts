import { booleanIntersects } from '@turf/boolean-intersects';
import type { Geometry, Polygon, Position } from 'geojson';
import { circlePolygon } from './circle-polygon';
import { geometriesIntersect, pointInPolygon } from './intersects';

const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('geometriesIntersect', () => {
  const zone: Polygon = { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] };

  it('handles containment, holes and boundaries', () => {
    expect(geometriesIntersect({ type: 'Polygon', coordinates: [square(1, 1, 1)] }, zone)).toBe(true);
    expect(geometriesIntersect({ type: 'Polygon', coordinates: [square(4.5, 4.5, 1)] }, zone)).toBe(false);
    expect(geometriesIntersect({ type: 'Polygon', coordinates: [square(-5, -5, 30)] }, zone)).toBe(true);
    expect(geometriesIntersect({ type: 'Polygon', coordinates: [square(10, 0, 3)] }, zone)).toBe(true);
    expect(geometriesIntersect({ type: 'Point', coordinates: [5, 5] }, zone)).toBe(false);
    expect(geometriesIntersect({ type: 'Point', coordinates: [6, 5] }, zone)).toBe(true);
    expect(
      geometriesIntersect(
        {
          type: 'LineString',
          coordinates: [
            [-1, 5],
            [3, 5],
          ],
        },
        zone,
      ),
    ).toBe(true);
    expect(
      geometriesIntersect(
        {
          type: 'LineString',
          coordinates: [
            [-1, -1],
            [-1, 12],
          ],
        },
        zone,
      ),
    ).toBe(false);
  });

  it('finds a crossing when no vertex of either shape lies inside the other', () => {
    const bar: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-1, 4],
          [11, 4],
          [11, 5],
          [-1, 5],
          [-1, 4],
        ],
      ],
    };
    const post: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [5, -1],
          [6, -1],
          [6, 11],
          [5, 11],
          [5, -1],
        ],
      ],
    };
    expect(geometriesIntersect(bar, post)).toBe(true);
  });

  it('agrees with @turf/boolean-intersects on random circles and lines', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 300; trial++) {
      const a: Geometry = circlePolygon({ lat: 55 + random() * 0.2, lng: 37 + random() * 0.2 }, 1000 + random() * 5000, 16);
      const b: Geometry =
        trial % 3 === 0
          ? {
              type: 'LineString',
              coordinates: [
                [37 + random() * 0.2, 55 + random() * 0.2],
                [37 + random() * 0.2, 55 + random() * 0.2],
              ],
            }
          : circlePolygon({ lat: 55 + random() * 0.2, lng: 37 + random() * 0.2 }, 1000 + random() * 5000, 16);
      expect(geometriesIntersect(a, b)).toBe(booleanIntersects(a, b));
    }
  });
});

describe('pointInPolygon', () => {
  it('tells inside, boundary and outside, holes included', () => {
    const rings = [square(0, 0, 10), square(4, 4, 2)];
    expect(pointInPolygon([1, 1], rings)).toBe('inside');
    expect(pointInPolygon([0, 5], rings)).toBe('boundary');
    expect(pointInPolygon([5, 5], rings)).toBe('outside');
    expect(pointInPolygon([4, 5], rings)).toBe('boundary');
    expect(pointInPolygon([11, 5], rings)).toBe('outside');
  });
});

import { buffer } from '@turf/buffer';
import type { Position } from 'geojson';
import { corridorIntersects, makeCorridor, segmentDistanceMetres } from './corridor';
import { pointInPolygon } from './intersects';

const METRES_PER_DEGREE = 111_320;

describe('segmentDistanceMetres', () => {
  it('is zero for crossing segments and the gap otherwise', () => {
    expect(segmentDistanceMetres([37, 55], [37.01, 55.01], [37, 55.01], [37.01, 55])).toBe(0);
    // Two parallel east-west segments 0.001° of latitude apart: 111 m.
    expect(segmentDistanceMetres([37, 55], [37.01, 55], [37, 55.001], [37.01, 55.001])).toBeCloseTo(111.32, 1);
    // A point 0.01° of longitude east of a segment's end at 60°N: 556.6 m.
    expect(segmentDistanceMetres([30, 60], [30.01, 60], [30.02, 60], [30.02, 60])).toBeCloseTo(556.6, 0);
  });
});

describe('corridor', () => {
  it('agrees with a buffered polygon (@turf/buffer) on points clearly inside or outside', () => {
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const line: Position[] = Array.from({ length: 12 }, (_, i) => [37.5 + i * 0.004 + random() * 0.002, 55.7 + random() * 0.01]);
    const width = 300;
    const corridor = makeCorridor(line, width);
    const polygon = buffer({ type: 'LineString', coordinates: line }, width / 2, { units: 'meters', steps: 64 })!.geometry;
    let checked = 0;
    for (let i = 0; i < 2000; i++) {
      const point: Position = [
        corridor.box.minLng + random() * (corridor.box.maxLng - corridor.box.minLng),
        corridor.box.minLat + random() * (corridor.box.maxLat - corridor.box.minLat),
      ];
      // Distance to the line, to skip points within 3 m of the edge where polygon approximation decides.
      const distance = Math.min(...line.slice(1).map((b, j) => segmentDistanceMetres(line[j], b, point, point)));
      if (Math.abs(distance - width / 2) < 3) continue;
      checked++;
      const inPolygon = pointInPolygon(point, polygon.type === 'Polygon' ? polygon.coordinates : polygon.coordinates[0]) !== 'outside';
      expect(corridorIntersects(corridor, { type: 'Point', coordinates: point })).toBe(inPolygon);
    }
    expect(checked).toBeGreaterThan(1900);
  });

  it('meets a polygon the route crosses, runs inside, or passes within half its width, and no other', () => {
    const corridor = makeCorridor(
      [
        [37.5, 55.7],
        [37.6, 55.7],
      ],
      200,
    );
    const square = (lng: number, lat: number, size: number): Position[][] => [
      [
        [lng, lat],
        [lng + size, lat],
        [lng + size, lat + size],
        [lng, lat + size],
        [lng, lat],
      ],
    ];
    expect(corridorIntersects(corridor, { type: 'Polygon', coordinates: square(37.55, 55.69, 0.02) })).toBe(true);
    expect(corridorIntersects(corridor, { type: 'Polygon', coordinates: square(37.4, 55.6, 0.4) })).toBe(true);
    const justNorth = 55.7 + 90 / METRES_PER_DEGREE;
    expect(corridorIntersects(corridor, { type: 'Polygon', coordinates: square(37.55, justNorth, 0.01) })).toBe(true);
    const farNorth = 55.7 + 110 / METRES_PER_DEGREE;
    expect(corridorIntersects(corridor, { type: 'Polygon', coordinates: square(37.55, farNorth, 0.01) })).toBe(false);
    expect(
      corridorIntersects(corridor, {
        type: 'LineString',
        coordinates: [
          [37.55, 55.65],
          [37.55, 55.75],
        ],
      }),
    ).toBe(true);
  });
});

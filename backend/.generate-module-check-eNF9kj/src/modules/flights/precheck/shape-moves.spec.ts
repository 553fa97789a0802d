import { distanceMetres } from './compass';
import { boxCentre, boxDiagonalMetres, shapeVertices, translateShape, withRadius } from './shape-moves';

describe('route moves', () => {
  it('moves every point of a route, holes and polygons of a multipolygon included, by the same distance', () => {
    const ring = [
      { lat: 55.7, lng: 37.5 },
      { lat: 55.7, lng: 37.6 },
      { lat: 55.8, lng: 37.55 },
    ];
    const moved = translateShape({ type: 'MULTIPOLYGON', points: [ring, ring], holes: [[ring], []] }, 90, 500);
    expect(moved.type).toBe('MULTIPOLYGON');
    const before = [...ring, ...ring];
    shapeVertices(moved).forEach((p, i) => expect(distanceMetres(before[i], p)).toBeCloseTo(500, -1));
    expect((moved as { holes: unknown[][] }).holes[0]).toHaveLength(1);
    const circle = translateShape({ type: 'CIRCLE', points: [{ lat: 55.7, lng: 37.5 }], radius: 300 }, 0, 1000);
    expect(circle).toMatchObject({ type: 'CIRCLE', radius: 300 });
    expect(withRadius({ type: 'CIRCLE', points: [{ lat: 55.7, lng: 37.5 }], radius: 300 }, 120)).toMatchObject({ radius: 120 });
  });

  it('measures a route by its box', () => {
    const box = { minLng: 37.5, minLat: 55.7, maxLng: 37.6, maxLat: 55.8 };
    expect(boxCentre(box)).toEqual({ lat: 55.75, lng: 37.55 });
    expect(boxDiagonalMetres(box)).toBeGreaterThan(12_000);
    expect(boxDiagonalMetres(box)).toBeLessThan(13_000);
  });
});

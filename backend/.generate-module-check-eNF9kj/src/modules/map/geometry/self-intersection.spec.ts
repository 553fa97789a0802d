import { kinks } from '@turf/kinks';
import type { Position } from 'geojson';
import { findRingSelfIntersection, segmentIntersection } from './self-intersection';

describe('findRingSelfIntersection', () => {
  it('accepts simple rings, open or closed', () => {
    const square: Position[] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    expect(findRingSelfIntersection(square)).toBeNull();
    expect(findRingSelfIntersection([...square, [0, 0]])).toBeNull();
    const concave: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 1],
      [0, 4],
    ];
    expect(findRingSelfIntersection(concave)).toBeNull();
  });

  it('finds the crossing of a bow-tie', () => {
    const bowTie: Position[] = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ];
    expect(findRingSelfIntersection(bowTie)).toEqual([1, 1]);
  });

  it('finds a vertex touching another edge and a spike folding back on itself', () => {
    const touching: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 0],
      [0, 4],
    ];
    expect(findRingSelfIntersection(touching)).toEqual([2, 0]);
    const spike: Position[] = [
      [0, 0],
      [4, 0],
      [2, 0],
      [2, 3],
    ];
    expect(findRingSelfIntersection(spike)).not.toBeNull();
  });

  it('agrees with @turf/kinks on random rings', () => {
    let seed = 42;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let trial = 0; trial < 200; trial++) {
      const n = 4 + Math.floor(random() * 8);
      const ring: Position[] = Array.from({ length: n }, () => [random() * 10, random() * 10]);
      const closed = [...ring, ring[0]];
      const expected = kinks({ type: 'Polygon', coordinates: [closed] }).features.length > 0;
      expect(findRingSelfIntersection(ring) !== null).toBe(expected);
    }
  });

  it('checks a 5,000-vertex ring quickly enough to run on every request', () => {
    const ring: Position[] = Array.from({ length: 5000 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 5000;
      const radius = 1 + 0.1 * Math.sin(angle * 40);
      return [radius * Math.cos(angle), radius * Math.sin(angle)];
    });
    expect(findRingSelfIntersection(ring)).toBeNull();
  });
});

describe('segmentIntersection', () => {
  it('returns the crossing point, a touching end, or null', () => {
    expect(segmentIntersection([0, 0], [2, 2], [0, 2], [2, 0])).toEqual([1, 1]);
    expect(segmentIntersection([0, 0], [2, 0], [2, 0], [3, 1])).toEqual([2, 0]);
    expect(segmentIntersection([0, 0], [1, 0], [2, 0], [3, 0])).toBeNull();
    expect(segmentIntersection([0, 0], [1, 1], [0, 1], [1, 2])).toBeNull();
  });
});

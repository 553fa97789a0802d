import type { Position } from 'geojson';
import { douglasPeucker } from './douglas-peucker';

/** Distance from a point to a segment, computed independently of the implementation under test. */
function distanceToSegment(p: Position, a: Position, b: Position): number {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / length ** 2));
  return Math.hypot(p[0] - (a[0] + t * (b[0] - a[0])), p[1] - (a[1] + t * (b[1] - a[1])));
}

describe('douglasPeucker', () => {
  it('drops collinear and nearly collinear vertices, keeping the ends', () => {
    const line: Position[] = [
      [0, 0],
      [1, 0.01],
      [2, -0.01],
      [3, 0],
      [4, 0],
    ];
    expect(douglasPeucker(line, 0.1)).toEqual([
      [0, 0],
      [4, 0],
    ]);
    expect(douglasPeucker(line, 0.001)).toHaveLength(5);
  });

  it('keeps a corner that sticks out further than the tolerance', () => {
    const line: Position[] = [
      [0, 0],
      [1, 0],
      [2, 3],
      [3, 0],
      [4, 0],
    ];
    expect(douglasPeucker(line, 1)).toEqual([
      [0, 0],
      [2, 3],
      [4, 0],
    ]);
    // (1, 0) is 0.83 from the edge (0, 0)–(2, 3): a tighter tolerance keeps it.
    expect(douglasPeucker(line, 0.5)).toHaveLength(5);
  });

  it('never leaves a dropped vertex farther than the tolerance from the result', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const line: Position[] = Array.from({ length: 2000 }, (_, i) => [i / 100, Math.sin(i / 50) + random() * 0.05]);
    const tolerance = 0.02;
    const simplified = douglasPeucker(line, tolerance);
    expect(simplified.length).toBeLessThan(line.length / 4);
    let segment = 0;
    for (const p of line) {
      while (segment < simplified.length - 2 && p[0] > simplified[segment + 1][0]) segment++;
      expect(distanceToSegment(p, simplified[segment], simplified[segment + 1])).toBeLessThanOrEqual(tolerance + 1e-12);
    }
  });

  it('keeps a closed ring closed and handles trivial input', () => {
    const ring: Position[] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0.5, 1.001],
      [0, 1],
      [0, 0],
    ];
    const simplified = douglasPeucker(ring, 0.01);
    expect(simplified[0]).toEqual(simplified[simplified.length - 1]);
    expect(simplified).toHaveLength(5);
    expect(douglasPeucker([[1, 1]], 1)).toEqual([[1, 1]]);
    expect(douglasPeucker(ring, 0)).toEqual(ring);
  });
});

import type { Position } from 'geojson';

/**
 * Douglas–Peucker line simplification: keeps the fewest vertices such that no dropped vertex lies farther
 * than `tolerance` (in coordinate units) from the simplified line. Iterative, so a 100,000-vertex border
 * cannot overflow the stack; the ends are always kept, so a closed ring stays closed.
 */
export function douglasPeucker(points: readonly Position[], tolerance: number): Position[] {
  const n = points.length;
  if (n <= 2 || tolerance <= 0) return points.slice();
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const squaredTolerance = tolerance * tolerance;
  const stack: Array<[number, number]> = [[0, n - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = squaredTolerance;
    for (let i = first + 1; i < last; i++) {
      const distance = squaredSegmentDistance(points[i], points[first], points[last]);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  const result: Position[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) result.push(points[i]);
  return result;
}

/** Squared distance from p to the segment a–b (to a itself when a and b coincide, as in a closed ring). */
function squaredSegmentDistance(p: Position, a: Position, b: Position): number {
  let x = a[0];
  let y = a[1];
  const dx = b[0] - x;
  const dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      x = b[0];
      y = b[1];
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  const ex = p[0] - x;
  const ey = p[1] - y;
  return ex * ex + ey * ey;
}

/**
 * The smallest horizontal change that takes a point (or a whole small route) out of a zone, found by
 * asking the crossing test itself: "moved `distance` metres along `bearing`, is it still in the zone?".
 * The map module exports its crossing test (CrossingsService) but not the zones' shapes, so the boundary is
 * found by probing: all bearings at once, the distance doubled until some bearing leaves the zone, then
 * halved between the last two distances for the bearings that left. The answer is a distance that was
 * tested outside (never an extrapolation), so a fix applied clears the finding by the same test.
 */
export type InsideProbe = (bearing: number, distance: number) => Promise<boolean>;

export interface EscapeOptions {
  /**
   * Bearings tried, evenly spaced from north. 12 (every 30°): across a straight boundary the move found is
   * at most 1/cos 15° ≈ 3.5 % longer than the true shortest one.
   */
  bearings?: number;
  /** First distance tried, metres. */
  firstDistance?: number;
  /** Farthest distance tried, metres; beyond it no move is proposed. */
  maxDistance?: number;
  /** Halving steps once a bearing left the zone (precision = the doubling step / 2^steps). */
  refineSteps?: number;
  /** Added beyond the boundary found, metres; the result is rounded up to `roundTo` metres. */
  margin?: number;
  roundTo?: number;
}

export interface Escape {
  bearing: number;
  distance: number;
}

export async function findShortestEscape(inside: InsideProbe, options: EscapeOptions = {}): Promise<Escape | null> {
  const count = options.bearings ?? 12;
  const maxDistance = options.maxDistance ?? 20_000;
  const margin = options.margin ?? 50;
  const roundTo = options.roundTo ?? 10;
  const bearings = Array.from({ length: count }, (_, i) => (360 * i) / count);

  // Doubling: the first distance at which some bearing is out of the zone.
  let inner = 0;
  let outer = options.firstDistance ?? 25;
  let leaving: number[] = [];
  for (;;) {
    const distance = outer;
    const results = await Promise.all(bearings.map((b) => inside(b, distance)));
    leaving = bearings.filter((_, i) => !results[i]);
    if (leaving.length > 0) break;
    if (outer >= maxDistance) return null;
    inner = outer;
    outer = Math.min(maxDistance, outer * 2);
  }

  // Halving, per bearing that left: its own boundary between `inner` (inside) and `outer` (outside).
  const exits = await Promise.all(
    leaving.map(async (bearing) => {
      let low = inner;
      let high = outer;
      for (let step = 0; step < (options.refineSteps ?? 5); step++) {
        const middle = (low + high) / 2;
        if (await inside(bearing, middle)) low = middle;
        else high = middle;
      }
      return { bearing, boundary: high };
    }),
  );
  exits.sort((a, b) => a.boundary - b.boundary || a.bearing - b.bearing);

  // The nearest exit plus the margin, checked once more (a concave zone may take the point back in).
  for (const exit of exits) {
    const distance = Math.ceil((exit.boundary + margin) / roundTo) * roundTo;
    if (distance <= maxDistance && !(await inside(exit.bearing, distance))) return { bearing: exit.bearing, distance };
    const bare = Math.ceil(exit.boundary / roundTo) * roundTo;
    if (!(await inside(exit.bearing, bare))) return { bearing: exit.bearing, distance: bare };
  }
  return null;
}

/**
 * The largest radius, below `radius`, at which a circle around the same centre no longer crosses the zone
 * (the crossing test only shrinks with the radius): halving between `minRadius` and `radius`, rounded down
 * to `roundTo` metres, less `margin`. Null when even `minRadius` crosses (the centre is in the zone).
 */
export async function findClearRadius(
  crosses: (radius: number) => Promise<boolean>,
  radius: number,
  options: { minRadius?: number; steps?: number; margin?: number; roundTo?: number } = {},
): Promise<number | null> {
  const minRadius = options.minRadius ?? 10;
  const roundTo = options.roundTo ?? 10;
  if (radius <= minRadius || (await crosses(minRadius))) return null;
  let low = minRadius;
  let high = radius;
  for (let step = 0; step < (options.steps ?? 10); step++) {
    const middle = (low + high) / 2;
    if (await crosses(middle)) high = middle;
    else low = middle;
  }
  const candidate = Math.floor((low - (options.margin ?? 0)) / roundTo) * roundTo;
  if (candidate >= minRadius && !(await crosses(candidate))) return candidate;
  return (await crosses(low)) ? null : Math.max(minRadius, Math.floor(low));
}

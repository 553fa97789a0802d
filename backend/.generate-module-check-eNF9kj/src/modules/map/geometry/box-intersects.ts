import type { Position } from 'geojson';
import { BBox, bboxIntersects, bboxOfPositions } from './bbox';
import type { StoredGeometry } from './geo-shape';

/**
 * Whether a geometry meets an axis-aligned box, boundaries included: the answer of
 * geometriesIntersect(geometry, bboxToPolygon(box)), in one pass over the edges (two for an area whose
 * outline misses the box) without allocating. A layers call asks it of every shape reaching across the
 * view's edge, zonal centres of 8,000 vertices among them; edges wholly on one side of the box are
 * dismissed by their endpoints' outcodes (Cohen–Sutherland), the rest clipped (Liang–Barsky).
 */
export function geometryIntersectsBox(geometry: StoredGeometry, box: BBox): boolean {
  switch (geometry.type) {
    case 'Point':
      return outcode(geometry.coordinates, box) === 0;
    case 'LineString':
      return lineMeetsBox(geometry.coordinates, box);
    case 'Polygon':
      return polygonMeetsBox(geometry.coordinates, box);
    case 'MultiPolygon':
      return geometry.coordinates.some((rings) => polygonMeetsBox(rings, box));
  }
}

function polygonMeetsBox(rings: Position[][], box: BBox): boolean {
  const outer = ringBox(rings[0]);
  // Holes lie within the outer ring: a box missing its box misses the polygon.
  if (outer && !bboxIntersects(outer, box)) return false;
  // A point of the outline (holes included) in the box settles it.
  for (const ring of rings) {
    const ringBounds = ringBox(ring);
    if ((!ringBounds || bboxIntersects(ringBounds, box)) && lineMeetsBox(ring, box)) return true;
  }
  // Otherwise the box lies wholly inside the area or wholly outside it (or inside a hole): its centre tells.
  const centre: Position = [(box.minLng + box.maxLng) / 2, (box.minLat + box.maxLat) / 2];
  if (outer && !bboxIntersects(outer, { minLng: centre[0], minLat: centre[1], maxLng: centre[0], maxLat: centre[1] })) return false;
  return insideRings(centre, rings);
}

/**
 * Even–odd ray casting over all rings. No boundary case: a point of the outline in the box would have
 * settled the test already, so the box's centre is never on it.
 */
function insideRings(point: Position, rings: Position[][]): boolean {
  const x = point[0];
  const y = point[1];
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const yi = ring[i][1];
      const yj = ring[j][1];
      if (yi > y !== yj > y && x < ((ring[j][0] - ring[i][0]) * (y - yi)) / (yj - yi) + ring[i][0]) inside = !inside;
    }
  }
  return inside;
}

/** Rings shorter than this are read whole; a box of their own would not pay for itself. */
const RING_BOX_FROM_VERTICES = 256;
/**
 * Boxes of long rings, kept as long as the ring itself: the large shapes (regions, zonal centres, in
 * LargeShapeCache) are tested against a view on every call, and most of their dozens of islands and
 * their holes lie far from it.
 */
const ringBoxes = new WeakMap<Position[], BBox>();

function ringBox(ring: Position[]): BBox | undefined {
  if (ring.length < RING_BOX_FROM_VERTICES) return undefined;
  let box = ringBoxes.get(ring);
  if (!box) {
    box = bboxOfPositions(ring);
    ringBoxes.set(ring, box);
  }
  return box;
}

const LEFT = 1;
const RIGHT = 2;
const BELOW = 4;
const ABOVE = 8;

/** Which sides of the box a position lies beyond; 0 inside (or on the boundary). */
function outcode(position: Position, box: BBox): number {
  const [x, y] = position;
  return (x < box.minLng ? LEFT : x > box.maxLng ? RIGHT : 0) | (y < box.minLat ? BELOW : y > box.maxLat ? ABOVE : 0);
}

function lineMeetsBox(line: Position[], box: BBox): boolean {
  if (line.length === 0) return false;
  let previous = outcode(line[0], box);
  if (previous === 0) return true;
  for (let i = 1; i < line.length; i++) {
    const code = outcode(line[i], box);
    if (code === 0) return true;
    if ((previous & code) === 0 && segmentCrossesBox(line[i - 1], line[i], box)) return true;
    previous = code;
  }
  return false;
}

/** Liang–Barsky: whether some part of the segment a→b lies in the (closed) box. */
function segmentCrossesBox(a: Position, b: Position, box: BBox): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  // The segment is a + t·(dx, dy), 0 ≤ t ≤ 1; each side of the box bounds t as p·t ≤ q.
  let enter = 0;
  let leave = 1;
  for (let side = 0; side < 4; side++) {
    const p = side === 0 ? -dx : side === 1 ? dx : side === 2 ? -dy : dy;
    const q = side === 0 ? a[0] - box.minLng : side === 1 ? box.maxLng - a[0] : side === 2 ? a[1] - box.minLat : box.maxLat - a[1];
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) {
      if (t > leave) return false;
      if (t > enter) enter = t;
    } else {
      if (t < enter) return false;
      if (t < leave) leave = t;
    }
  }
  return enter <= leave;
}

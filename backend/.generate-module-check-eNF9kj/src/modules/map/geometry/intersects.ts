import type { Geometry, Position } from 'geojson';
import { BBox, bboxIntersects, bboxOfPositions } from './bbox';
import { segmentIntersection } from './self-intersection';

/**
 * Exact intersection of two geometries (points, lines, polygons with holes, and their multi forms), as a
 * crossing check needs it: a route against a zone, a zonal centre or a municipality. Shapes intersect when
 * they share any point, boundaries included.
 *
 * Written for the common case of a small route against a large area: one point-in-polygon test usually
 * settles it, and only edges near the other shape's box are compared, so a 50-vertex route against a
 * 30,000-vertex zonal centre costs a few thousand operations, not the 1.5 million pair tests of a naive check.
 */
export function geometriesIntersect(a: Geometry, b: Geometry): boolean {
  const partsA = parts(a);
  const partsB = parts(b);
  for (const pa of partsA) for (const pb of partsB) if (partsIntersect(pa, pb)) return true;
  return false;
}

/** A single point, a single line, or a single polygon (outer ring then holes). */
type Part =
  | { kind: 'point'; position: Position; box: BBox }
  | { kind: 'line'; line: Position[]; box: BBox }
  | { kind: 'polygon'; rings: Position[][]; box: BBox };

function parts(geometry: Geometry): Part[] {
  switch (geometry.type) {
    case 'Point':
      return [{ kind: 'point', position: geometry.coordinates, box: bboxOfPositions([geometry.coordinates]) }];
    case 'MultiPoint':
      return geometry.coordinates.map((position) => ({ kind: 'point' as const, position, box: bboxOfPositions([position]) }));
    case 'LineString':
      return [{ kind: 'line', line: geometry.coordinates, box: bboxOfPositions(geometry.coordinates) }];
    case 'MultiLineString':
      return geometry.coordinates.map((line) => ({ kind: 'line' as const, line, box: bboxOfPositions(line) }));
    case 'Polygon':
      return [{ kind: 'polygon', rings: geometry.coordinates, box: bboxOfPositions(geometry.coordinates[0]) }];
    case 'MultiPolygon':
      return geometry.coordinates.map((rings) => ({ kind: 'polygon' as const, rings, box: bboxOfPositions(rings[0]) }));
    case 'GeometryCollection':
      return geometry.geometries.flatMap(parts);
  }
}

function partsIntersect(a: Part, b: Part): boolean {
  if (!bboxIntersects(a.box, b.box)) return false;
  if (a.kind === 'point') return pointTouches(a.position, b);
  if (b.kind === 'point') return pointTouches(b.position, a);
  // A vertex of one inside the other's area settles most real cases at once.
  if (b.kind === 'polygon' && pointInPolygon(firstVertex(a), b.rings) !== 'outside') return true;
  if (a.kind === 'polygon' && pointInPolygon(firstVertex(b), a.rings) !== 'outside') return true;
  // Only edges inside the other shape's box can cross it: a zonal centre's thousands shrink to a few.
  return edgesCross(edgesOf(a, b.box), edgesOf(b, a.box));
}

function pointTouches(point: Position, part: Part): boolean {
  if (part.kind === 'point') return part.position[0] === point[0] && part.position[1] === point[1];
  if (part.kind === 'polygon') return pointInPolygon(point, part.rings) !== 'outside';
  for (let i = 0; i + 1 < part.line.length; i++) {
    if (segmentIntersection(part.line[i], part.line[i + 1], point, point)) return true;
  }
  return false;
}

function firstVertex(part: Exclude<Part, { kind: 'point' }>): Position {
  return part.kind === 'line' ? part.line[0] : part.rings[0][0];
}

/** Ray casting with the boundary counted separately ('boundary' intersects, like the inside). */
export function pointInPolygon(point: Position, rings: Position[][]): 'inside' | 'boundary' | 'outside' {
  let inside = false;
  for (const ring of rings) {
    const result = pointInRing(point, ring);
    if (result === 'boundary') return 'boundary';
    // Even–odd over all rings: inside the outer ring and outside every hole.
    if (result === 'inside') inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

function pointInRing(point: Position, ring: Position[]): 'inside' | 'boundary' | 'outside' {
  const [x, y] = point;
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    // On the edge: collinear and within the edge's extent.
    if (
      (x - xi) * (yj - yi) === (y - yi) * (xj - xi) &&
      x >= Math.min(xi, xj) &&
      x <= Math.max(xi, xj) &&
      y >= Math.min(yi, yj) &&
      y <= Math.max(yi, yj)
    ) {
      return 'boundary';
    }
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

interface Edge {
  a: Position;
  b: Position;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The edges of a part that reach into a box. */
function edgesOf(part: Exclude<Part, { kind: 'point' }>, within: BBox): Edge[] {
  const lines = part.kind === 'line' ? [part.line] : part.rings;
  const edges: Edge[] = [];
  for (const line of lines) {
    for (let i = 0; i + 1 < line.length; i++) {
      const a = line[i];
      const b = line[i + 1];
      const minX = Math.min(a[0], b[0]);
      const maxX = Math.max(a[0], b[0]);
      const minY = Math.min(a[1], b[1]);
      const maxY = Math.max(a[1], b[1]);
      if (maxX < within.minLng || minX > within.maxLng || maxY < within.minLat || minY > within.maxLat) continue;
      edges.push({ a, b, minX, maxX, minY, maxY });
    }
  }
  return edges;
}

/** Whether any edge of one set crosses or touches any edge of the other: a sweep along x over both sets. */
function edgesCross(first: Edge[], second: Edge[]): boolean {
  const events = [...first.map((edge) => ({ edge, set: 0 })), ...second.map((edge) => ({ edge, set: 1 }))].sort(
    (e1, e2) => e1.edge.minX - e2.edge.minX,
  );
  const active: [Edge[], Edge[]] = [[], []];
  for (const { edge, set } of events) {
    const other = set === 0 ? 1 : 0;
    active[other] = active[other].filter((candidate) => candidate.maxX >= edge.minX);
    for (const candidate of active[other]) {
      if (candidate.maxY < edge.minY || candidate.minY > edge.maxY) continue;
      if (segmentIntersection(edge.a, edge.b, candidate.a, candidate.b)) return true;
    }
    active[set].push(edge);
  }
  return false;
}

import type { Geometry, Position } from 'geojson';
import { BBox, bboxOfPositions } from './bbox';
import { pointInPolygon } from './intersects';

/**
 * The area a drone may occupy when it follows a polyline: every point within half the corridor width of
 * the line (round ends and joins, a true buffer). It is never built as a polygon — buffering a 5,000-vertex
 * route takes a geometry library tens of milliseconds — but tested by distance: a shape meets the corridor
 * when the route passes inside it or any of its edges (or its point) lies within half the width of the route.
 *
 * Distances are taken on a local plane around each pair of segments (metres = degrees × 111,320, longitudes
 * scaled by the cosine of the latitude), which is exact to well under a metre at corridor scale.
 */
export interface Corridor {
  line: Position[];
  halfWidthMetres: number;
  /** The line's box grown by half the width: nothing outside it can meet the corridor. */
  box: BBox;
}

const METRES_PER_DEGREE = 111_320;

export function makeCorridor(line: Position[], widthMetres: number): Corridor {
  const halfWidthMetres = widthMetres / 2;
  const box = bboxOfPositions(line);
  const latPad = halfWidthMetres / METRES_PER_DEGREE;
  const lngPad =
    halfWidthMetres /
    (METRES_PER_DEGREE * Math.max(0.01, Math.cos((Math.max(Math.abs(box.minLat), Math.abs(box.maxLat)) * Math.PI) / 180)));
  return {
    line,
    halfWidthMetres,
    box: { minLng: box.minLng - lngPad, minLat: box.minLat - latPad, maxLng: box.maxLng + lngPad, maxLat: box.maxLat + latPad },
  };
}

export function corridorIntersects(corridor: Corridor, geometry: Geometry): boolean {
  switch (geometry.type) {
    case 'Point':
      return pointNearLine(geometry.coordinates, corridor);
    case 'MultiPoint':
      return geometry.coordinates.some((p) => pointNearLine(p, corridor));
    case 'LineString':
      return edgesNear(edgesOf([geometry.coordinates], corridor), corridor);
    case 'MultiLineString':
      return edgesNear(edgesOf(geometry.coordinates, corridor), corridor);
    case 'Polygon':
      return polygonMeets(geometry.coordinates, corridor);
    case 'MultiPolygon':
      return geometry.coordinates.some((rings) => polygonMeets(rings, corridor));
    case 'GeometryCollection':
      return geometry.geometries.some((g) => corridorIntersects(corridor, g));
  }
}

function polygonMeets(rings: Position[][], corridor: Corridor): boolean {
  // The route inside the area (its first vertex is, when no edge comes near) or an edge within reach.
  if (pointInPolygon(corridor.line[0], rings) !== 'outside') return true;
  return edgesNear(edgesOf(rings, corridor), corridor);
}

interface Edge {
  a: Position;
  b: Position;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The edges of some lines that reach into the corridor's box. */
function edgesOf(lines: Position[][], corridor: Corridor): Edge[] {
  const { box } = corridor;
  const edges: Edge[] = [];
  for (const line of lines) {
    for (let i = 0; i + 1 < line.length; i++) {
      const a = line[i];
      const b = line[i + 1];
      const edge = { a, b, minX: Math.min(a[0], b[0]), maxX: Math.max(a[0], b[0]), minY: Math.min(a[1], b[1]), maxY: Math.max(a[1], b[1]) };
      if (edge.maxX < box.minLng || edge.minX > box.maxLng || edge.maxY < box.minLat || edge.minY > box.maxLat) continue;
      edges.push(edge);
    }
  }
  return edges;
}

/** Whether any of the edges comes within half the width of the route: a sweep along x over both sets. */
function edgesNear(edges: Edge[], corridor: Corridor): boolean {
  if (edges.length === 0) return false;
  const route = routeEdges(corridor);
  const events = [...route.map((edge) => ({ edge, set: 0 })), ...edges.map((edge) => ({ edge, set: 1 }))].sort(
    (e1, e2) => e1.edge.minX - e2.edge.minX,
  );
  const active: [Edge[], Edge[]] = [[], []];
  for (const { edge, set } of events) {
    const other = set === 0 ? 1 : 0;
    active[other] = active[other].filter((candidate) => candidate.maxX >= edge.minX);
    for (const candidate of active[other]) {
      if (candidate.maxY < edge.minY || candidate.minY > edge.maxY) continue;
      const [routeEdge, shapeEdge] = set === 0 ? [edge, candidate] : [candidate, edge];
      if (segmentDistanceMetres(routeEdge.a, routeEdge.b, shapeEdge.a, shapeEdge.b) <= corridor.halfWidthMetres) return true;
    }
    active[set].push(edge);
  }
  return false;
}

/** The route's segments with boxes grown by half the corridor width, so box overlap means "maybe near". */
function routeEdges(corridor: Corridor): Edge[] {
  const latPad = corridor.halfWidthMetres / METRES_PER_DEGREE;
  return corridor.line.slice(1).map((b, i) => {
    const a = corridor.line[i];
    const lngPad =
      corridor.halfWidthMetres / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((Math.max(Math.abs(a[1]), Math.abs(b[1])) * Math.PI) / 180)));
    return {
      a,
      b,
      minX: Math.min(a[0], b[0]) - lngPad,
      maxX: Math.max(a[0], b[0]) + lngPad,
      minY: Math.min(a[1], b[1]) - latPad,
      maxY: Math.max(a[1], b[1]) + latPad,
    };
  });
}

function pointNearLine(point: Position, corridor: Corridor): boolean {
  const { line, halfWidthMetres } = corridor;
  if (line.length === 1) return segmentDistanceMetres(line[0], line[0], point, point) <= halfWidthMetres;
  for (let i = 0; i + 1 < line.length; i++) {
    if (segmentDistanceMetres(line[i], line[i + 1], point, point) <= halfWidthMetres) return true;
  }
  return false;
}

/** Shortest distance in metres between segments p1–p2 and q1–q2 (zero when they cross). */
export function segmentDistanceMetres(p1: Position, p2: Position, q1: Position, q2: Position): number {
  // A local plane at the pair's mean latitude, origin at p1.
  const cos = Math.cos((((p1[1] + p2[1] + q1[1] + q2[1]) / 4) * Math.PI) / 180);
  const project = (p: Position): [number, number] => [(p[0] - p1[0]) * METRES_PER_DEGREE * cos, (p[1] - p1[1]) * METRES_PER_DEGREE];
  const a = project(p1);
  const b = project(p2);
  const c = project(q1);
  const d = project(q2);
  if (segmentsCross(a, b, c, d)) return 0;
  return Math.min(pointSegment(a, c, d), pointSegment(b, c, d), pointSegment(c, a, b), pointSegment(d, a, b));
}

function segmentsCross(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  const cross = (o: [number, number], p: [number, number], q: [number, number]) =>
    (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

function pointSegment(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

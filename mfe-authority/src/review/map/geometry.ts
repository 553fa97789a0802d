import { extentOf, metresToMapUnits, toMercator, type Coordinate, type Extent } from '@nebo/shared-ui';
import type { GeoShape, LatLng } from '@nebo/mfe-map/types';

/**
 * The request's route, the authority's area and the crossing in the map's projection (Web Mercator, as
 * mfe_map's MapView works in), so that drawing them needs only the map instance's own methods. The projection is
 * shared-ui's; the reading here also takes GeoJSON and holes, which mfe-flight's list never meets.
 *
 * What is drawn: closed rings (filled, holes by the even-odd rule), open lines, points, and circles/corridors
 * whose size is in metres (converted per frame, as the map zooms).
 */
export interface Drawing {
  rings: Coordinate[][];
  lines: Coordinate[][];
  points: Coordinate[];
  circles: { centre: Coordinate; metres: number; lat: number }[];
  corridors: { path: Coordinate[]; metres: number; lat: number }[];
  extent: Extent | null;
}

const emptyDrawing = (): Drawing => ({ rings: [], lines: [], points: [], circles: [], corridors: [], extent: null });

const SHAPE_TYPES = ['MARKER', 'CIRCLE', 'LASSO', 'POLYLINE', 'POLYGON', 'MULTIPOLYGON'];

const isLatLng = (value: unknown): value is LatLng =>
  typeof value === 'object' && value !== null && Number.isFinite((value as LatLng).lat) && Number.isFinite((value as LatLng).lng);

/** Rings of `holes` (POLYGON: rings; MULTIPOLYGON: rings per polygon), cut out of the fill by the even-odd rule. */
function holeRings(holes: unknown): Coordinate[][] {
  if (!Array.isArray(holes)) return [];
  const rings: Coordinate[][] = [];
  const walk = (value: unknown, depth: number) => {
    if (!Array.isArray(value) || depth > 3) return;
    if (value.length > 0 && value.every(isLatLng)) rings.push((value as LatLng[]).map(toMercator));
    else value.forEach((each) => walk(each, depth + 1));
  };
  walk(holes, 0);
  return rings;
}

function fromShape(shape: GeoShape): Drawing {
  const drawing = emptyDrawing();
  const holes = holeRings((shape as { holes?: unknown }).holes);
  if (shape.type === 'MULTIPOLYGON') {
    drawing.rings = shape.points.map((ring) => ring.filter(isLatLng).map(toMercator)).filter((ring) => ring.length > 0);
    drawing.extent = extentOf(drawing.rings.flat());
    drawing.rings.push(...holes);
    return drawing;
  }
  const points = shape.points.filter(isLatLng);
  if (points.length === 0) return drawing;
  const path = points.map(toMercator);
  switch (shape.type) {
    case 'MARKER':
      drawing.points = [path[0]];
      drawing.extent = extentOf(drawing.points, 500);
      break;
    case 'CIRCLE':
      drawing.circles = [{ centre: path[0], metres: shape.radius, lat: points[0].lat }];
      drawing.extent = extentOf([path[0]], metresToMapUnits(shape.radius, points[0].lat));
      break;
    case 'POLYLINE':
      drawing.corridors = [{ path, metres: shape.width, lat: points[0].lat }];
      drawing.extent = extentOf(path, metresToMapUnits(shape.width / 2, points[0].lat));
      break;
    default:
      drawing.rings = [path, ...holes];
      drawing.extent = extentOf(path);
  }
  return drawing;
}

type Position = [number, number, ...number[]];
const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && value.length >= 2 && Number.isFinite(value[0]) && Number.isFinite(value[1]);
const project = (position: Position): Coordinate => toMercator({ lng: position[0], lat: position[1] });
const projectAll = (positions: unknown): Coordinate[] => (Array.isArray(positions) ? positions.filter(isPosition).map(project) : []);

/** GeoJSON (geometry, Feature or FeatureCollection; [lng, lat]) into the drawing, recursively. */
function addGeoJson(drawing: Drawing, value: unknown, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 8) return;
  const geo = value as { type?: string; coordinates?: unknown; geometries?: unknown[]; geometry?: unknown; features?: unknown[] };
  switch (geo.type) {
    case 'Point':
      if (isPosition(geo.coordinates)) drawing.points.push(project(geo.coordinates));
      break;
    case 'MultiPoint':
      drawing.points.push(...projectAll(geo.coordinates));
      break;
    case 'LineString':
      drawing.lines.push(projectAll(geo.coordinates));
      break;
    case 'MultiLineString':
      if (Array.isArray(geo.coordinates)) drawing.lines.push(...geo.coordinates.map(projectAll));
      break;
    case 'Polygon':
      if (Array.isArray(geo.coordinates)) drawing.rings.push(...geo.coordinates.map(projectAll));
      break;
    case 'MultiPolygon':
      if (Array.isArray(geo.coordinates))
        for (const polygon of geo.coordinates) if (Array.isArray(polygon)) drawing.rings.push(...polygon.map(projectAll));
      break;
    case 'GeometryCollection':
      for (const each of geo.geometries ?? []) addGeoJson(drawing, each, depth + 1);
      break;
    case 'Feature':
      addGeoJson(drawing, geo.geometry, depth + 1);
      break;
    case 'FeatureCollection':
      for (const each of geo.features ?? []) addGeoJson(drawing, each, depth + 1);
      break;
    default:
  }
}

/**
 * A stored geometry as a drawing: mfe-map's GeoShape (the flight's route) or GeoJSON (the authority's area and
 * the crossing). Anything malformed is left off the map rather than breaking it; null when nothing is drawable.
 */
export function drawingOf(geometry: unknown): Drawing | null {
  try {
    if (typeof geometry !== 'object' || geometry === null) return null;
    const type = (geometry as { type?: unknown }).type;
    let drawing: Drawing;
    if (typeof type === 'string' && SHAPE_TYPES.includes(type) && Array.isArray((geometry as { points?: unknown }).points)) {
      drawing = fromShape(geometry as GeoShape);
    } else {
      drawing = emptyDrawing();
      addGeoJson(drawing, geometry);
      drawing.rings = drawing.rings.filter((ring) => ring.length > 0);
      drawing.lines = drawing.lines.filter((line) => line.length > 0);
      drawing.extent = extentOf([...drawing.rings.flat(), ...drawing.lines.flat(), ...drawing.points], drawing.points.length > 0 ? 500 : 0);
    }
    return drawing.extent && drawing.extent.every(Number.isFinite) ? drawing : null;
  } catch {
    return null;
  }
}

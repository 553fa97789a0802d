import type { Geometry } from 'geojson';
import type { LocalizedText } from '../i18n/map-locale';
import type { LayerCode } from '../map.constants';
import { BBox, bboxOfGeometry } from './bbox';
import { circlePolygon } from './circle-polygon';
import { GeoShape, StoredGeometry, geoShapeToGeometry, geometryToGeoShape } from './geo-shape';
import { simplifyForBand } from './simplify-geometry';
import { ZOOM_BANDS, minZoomForExtent } from './zoom-bands';

/** A map object as the seeds, the importer and the bench generator describe it, before storage. */
export interface MapObjectDraft {
  layer: LayerCode;
  /** Stable key within the layer (ICAO code, region code, ED-269 identifier…): re-importing updates. */
  externalId: string;
  /** The name in Russian and English; the map answers the one of the request's language. */
  name: LocalizedText;
  active?: boolean;
  /** Landing-site type, boundary kind or zone code: what a crossing or a filter needs without JSON. */
  kind?: string | null;
  shape: GeoShape;
  lowerLimitM?: number | null;
  upperLimitM?: number | null;
  validFrom?: Date | null;
  validTo?: Date | null;
  properties: Record<string, unknown>;
  /** Which load wrote the object: `seed:<dataset>`, `import` or `bench`. */
  dataset: string;
  /** Where the data comes from (package and licence, file name, or how it was generated), in both languages. */
  source: LocalizedText;
  generated: boolean;
  /** Markers have no extent; their first visible zoom is chosen by importance instead. */
  minZoom?: number;
}

/** What is stored: the draft plus its exact geometry, box, first visible zoom and per-band shapes. */
export interface PreparedMapObject extends MapObjectDraft {
  geometry: StoredGeometry;
  bbox: BBox;
  minZoom: number;
  /** Shapes for bands 0–3; null where the band would carry the same shape as the next finer one. */
  bandShapes: [GeoShape | null, GeoShape | null, GeoShape | null, GeoShape | null];
  /** Full-detail shape (band 4), coordinates rounded to about 0.1 m. */
  fullShape: GeoShape;
}

/** A band keeps its own shape when it has at most this share of the next finer shape's vertices… */
const BAND_SAVING = 0.8;
/**
 * …or at most this share of its JSON text: a small zone keeps all its vertices at zoom 10, but its
 * coordinates rounded for the band (4 decimals instead of 6) make a city view's answer a tenth smaller.
 */
const BAND_TEXT_SAVING = 0.9;

/** Markers default to being visible once a region fills the screen. */
const DEFAULT_MARKER_MIN_ZOOM = 6;

export function prepareMapObject(draft: MapObjectDraft): PreparedMapObject {
  const geometry = exactGeometry(draft.shape);
  const bbox = bboxOfGeometry(geometry);
  const minZoom =
    draft.minZoom ??
    (geometry.type === 'Point'
      ? DEFAULT_MARKER_MIN_ZOOM
      : minZoomForExtent(bbox.maxLng - bbox.minLng, bbox.maxLat - bbox.minLat, (bbox.minLat + bbox.maxLat) / 2));

  const fullBand = ZOOM_BANDS[4];
  const fullShape = shapeForBand(draft.shape, geometry, fullBand.index) ?? draft.shape;
  const bandShapes: PreparedMapObject['bandShapes'] = [null, null, null, null];
  let finer = fullShape;
  let finerLength = JSON.stringify(fullShape).length;
  for (let index = 3; index >= 0; index--) {
    const shape = shapeForBand(draft.shape, geometry, index);
    // A band stores its own shape only when that saves a fifth of the vertices or a tenth of the text;
    // otherwise it reads the next finer one. An object too small for a band is asked for there only when
    // its min zoom says it is visible, and then a few extra vertices do no harm.
    if (!shape) continue;
    const length = JSON.stringify(shape).length;
    if (shapeVertexCount(shape) <= BAND_SAVING * shapeVertexCount(finer) || length <= BAND_TEXT_SAVING * finerLength) {
      bandShapes[index] = shape;
      finer = shape;
      finerLength = length;
    }
  }
  return { ...draft, geometry, bbox, minZoom, bandShapes, fullShape };
}

/** The geometry used for intersections: circles become 64-gons, everything else is as drawn. */
export function exactGeometry(shape: GeoShape): StoredGeometry {
  return shape.type === 'CIRCLE' ? circlePolygon(shape.points[0], shape.radius) : geoShapeToGeometry(shape);
}

function shapeForBand(shape: GeoShape, geometry: StoredGeometry, bandIndex: number): GeoShape | null {
  const band = ZOOM_BANDS[bandIndex];
  if (shape.type === 'CIRCLE') {
    const simplified = simplifyForBand({ type: 'Point', coordinates: [shape.points[0].lng, shape.points[0].lat] }, band);
    const [lng, lat] = (simplified as { coordinates: number[] }).coordinates;
    return { type: 'CIRCLE', points: [{ lat, lng }], radius: shape.radius };
  }
  const simplified = simplifyForBand(geometry as Geometry, band) as StoredGeometry | null;
  if (!simplified) return null;
  const result = geometryToGeoShape(simplified, shape.type === 'LASSO' ? 'LASSO' : 'POLYGON');
  return shape.type === 'POLYLINE' && result.type === 'POLYLINE' && shape.width !== undefined ? { ...result, width: shape.width } : result;
}

export function shapeVertexCount(shape: GeoShape): number {
  switch (shape.type) {
    case 'MULTIPOLYGON':
      return shape.points.reduce((n, ring) => n + ring.length, 0) + (shape.holes ?? []).flat().reduce((n, ring) => n + ring.length, 0);
    case 'POLYGON':
      return shape.points.length + (shape.holes ?? []).reduce((n, ring) => n + ring.length, 0);
    default:
      return shape.points.length;
  }
}

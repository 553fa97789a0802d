/**
 * The shapes of the map: what a flight request stores and what the map calls return (the backend's map
 * module README for the exact wire shape).
 */
import type { AltitudeFilterMode, LayerCode, PointRole, ShapeType } from '@nebo/shared-vocabulary';

// The map's words are the backend's own (@nebo/shared-vocabulary, docs/requirements.md#vocabulary-map).
export {
  ALTITUDE_CLASSES,
  ALTITUDE_FILTER_MODES,
  isMapGenerator,
  LANDING_SITE_TYPES,
  LAYER_CODES,
  MAP_GENERATORS,
  POINT_ROLES,
  SHAPE_TYPES,
  ZONE_CODES,
  type AltitudeClass,
  type AltitudeFilterMode,
  type LayerCode,
  type MapGenerator,
  type PointRole,
  type ShapeType,
} from '@nebo/shared-vocabulary';

export interface AltitudeFilter {
  mode: AltitudeFilterMode;
  valueM: number;
}

/** WGS 84 decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface RoutePoint extends LatLng {
  role?: PointRole;
}

/**
 * A shape as the flight request's `geometry` stores it and `POST /api/map/crossings` reads it. Rings are
 * open (the last point joins the first). MARKER: one point. CIRCLE: the centre and `radius` (m). POLYLINE:
 * the route and the corridor `width` (m). LASSO / POLYGON: the outer ring in `points`. MULTIPOLYGON: one
 * ring per polygon (`points` is an array of rings).
 */
export type GeoShape =
  | { type: 'MARKER'; points: [RoutePoint] }
  | { type: 'CIRCLE'; points: [RoutePoint]; radius: number }
  | { type: 'POLYLINE'; points: RoutePoint[]; width: number }
  | { type: 'LASSO' | 'POLYGON'; points: RoutePoint[] }
  | { type: 'MULTIPOLYGON'; points: RoutePoint[][] };

/**
 * What the route editor hands back: the flight request's `geometry`, `takeOffPoint` and `landingPoint`
 * (the flight request form, docs/requirements.md#map). `geometry` is null until the drawn shape is complete and valid.
 */
export interface RouteValue {
  geometry: GeoShape | null;
  takeOffPoint: LatLng | null;
  landingPoint: LatLng | null;
}

/** One object of `GET /public/map/layers/objects`. */
export interface LayerObject {
  id: string;
  layer: LayerCode;
  name: string;
  active: boolean;
  geoShape: {
    type: ShapeType;
    points: LatLng[] | LatLng[][];
    radius?: number;
    width?: number;
    holes?: unknown[];
    clipped?: boolean;
  };
  properties: Record<string, unknown>;
}

export interface LayerObjectDetail extends LayerObject {
  externalId: string;
  source: string;
  validFrom: string | null;
  validTo: string | null;
}

export interface LayerObjectsResponse {
  data: LayerObject[];
  meta: { totalCount: number; truncated: boolean; zoomBand: number };
}

export interface SunriseResponse {
  date: string;
  lat: number;
  lng: number;
  timeZone: string;
  sunrise: string | null;
  sunset: string | null;
  solarNoon: string;
  civilDawn: string | null;
  civilDusk: string | null;
  dayLength: number;
  polar: 'POLAR_DAY' | 'POLAR_NIGHT' | null;
}

export interface CrossingsResponse {
  aerodromes: Array<{
    id: string;
    name: string;
    code: string;
    icao: string | null;
    landingSiteType: string;
    crossedBy: 'AERODROME' | 'CONTROL_ZONE';
  }>;
  authorities: Array<{ id: string; type: 'ZONAL_CENTER' | 'LOCAL_GOVERNMENT'; name: string; code: string; generated: boolean }>;
  zones: Array<{ id: string; layer: LayerCode; name: string; code?: string; active: boolean; properties: Record<string, unknown> }>;
}

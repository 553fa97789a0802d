/**
 * The vocabulary of the map and the shape a flight request stores (spec part 1 §3 enumerations, part 2 §3
 * "Map layer object"; the backend's map module README for the exact wire shape).
 */
export const SHAPE_TYPES = ['MARKER', 'CIRCLE', 'LASSO', 'POLYLINE', 'POLYGON', 'MULTIPOLYGON'] as const;
export type ShapeType = (typeof SHAPE_TYPES)[number];

export const POINT_ROLES = ['START', 'FINISH'] as const;
export type PointRole = (typeof POINT_ROLES)[number];

/** Layers of `GET /public/map/layers/objects` (the spec's airports, control areas, zones, boundaries, …). */
export const LAYER_CODES = [
  'AIRPORTS',
  'CONTROL_AREAS',
  'ZONAL_CENTERS',
  'BOUNDARIES',
  'WEATHER_STATIONS',
  'RESTRICTED_ZONES',
  'DANGER_ZONES',
  'TEMPORARY_ZONES',
] as const;
export type LayerCode = (typeof LAYER_CODES)[number];

export const ZONE_CODES = ['CCCM', 'SR', 'SS', 'FCCV'] as const;

/**
 * How a generated object was made (`properties.generator`; the backend's map.constants MAP_GENERATORS).
 * The details panel says it in the page's language; an unknown code falls back to the object's `source`.
 */
export const MAP_GENERATORS = ['CIRCLE_AROUND_LOCALITY', 'TYPICAL_CONTROL_ZONE', 'STATION_AT_AERODROME', 'UNION_OF_NEAREST_REGIONS'] as const;
export type MapGenerator = (typeof MAP_GENERATORS)[number];

export function isMapGenerator(value: unknown): value is MapGenerator {
  return typeof value === 'string' && (MAP_GENERATORS as readonly string[]).includes(value);
}
export const LANDING_SITE_TYPES = ['AIRPORT', 'SEAPLANE_BASE', 'LANDING', 'HELIPAD', 'HELIPORT'] as const;

export const ALTITUDE_FILTER_MODES = ['INTERSECT_VALUE', 'UP_TO_VALUE'] as const;
export type AltitudeFilterMode = (typeof ALTITUDE_FILTER_MODES)[number];

/** Altitude classes of the spec, in metres. */
export const ALTITUDE_CLASSES = { GROUND: 0, LOW: 150, AVERAGE: 500, HIGH: 1000, VERY_HIGH: 10000 } as const;
export type AltitudeClass = keyof typeof ALTITUDE_CLASSES;

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
 * (spec part 1 §3 "Flight request form"). `geometry` is null until the drawn shape is complete and valid.
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
  aerodromes: Array<{ id: string; name: string; code: string; icao: string | null; landingSiteType: string; crossedBy: 'AERODROME' | 'CONTROL_ZONE' }>;
  authorities: Array<{ id: string; type: 'ZONAL_CENTER' | 'LOCAL_GOVERNMENT'; name: string; code: string; generated: boolean }>;
  zones: Array<{ id: string; layer: LayerCode; name: string; code?: string; active: boolean; properties: Record<string, unknown> }>;
}

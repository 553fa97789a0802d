/**
 * The airspace map's words (docs/requirements.md#vocabulary-map): what the layers call returns, what a route is
 * drawn as, and the limits the backend refuses beyond and the route editor says before the call.
 */

/** Map layers: airports, control areas, zones, boundaries, weather stations, restricted, danger, temporary zones. */
export const LAYER_CODES = [
  'AIRPORTS',
  'CONTROL_AREAS',
  /** The areas of responsibility of the zonal centres of the air-traffic system. */
  'ZONAL_CENTERS',
  /** Administrative boundaries (federal subjects and municipalities). */
  'BOUNDARIES',
  'WEATHER_STATIONS',
  'RESTRICTED_ZONES',
  'DANGER_ZONES',
  'TEMPORARY_ZONES',
] as const;
export type LayerCode = (typeof LAYER_CODES)[number];

/** Layers whose objects are UAS zones an operator can import (GeoJSON or ED-269). */
export const ZONE_LAYERS: readonly LayerCode[] = ['RESTRICTED_ZONES', 'DANGER_ZONES', 'TEMPORARY_ZONES', 'CONTROL_AREAS'];

export const LANDING_SITE_TYPES = ['AIRPORT', 'SEAPLANE_BASE', 'LANDING', 'HELIPAD', 'HELIPORT'] as const;
export type LandingSiteType = (typeof LANDING_SITE_TYPES)[number];

export const ZONE_CODES = ['CCCM', 'SR', 'SS', 'FCCV'] as const;
export type ZoneCode = (typeof ZONE_CODES)[number];

export const SHAPE_TYPES = ['MARKER', 'CIRCLE', 'LASSO', 'POLYLINE', 'POLYGON', 'MULTIPOLYGON'] as const;
export type ShapeType = (typeof SHAPE_TYPES)[number];

export const POINT_ROLES = ['START', 'FINISH'] as const;
export type PointRole = (typeof POINT_ROLES)[number];

export const ALTITUDE_FILTER_MODES = ['INTERSECT_VALUE', 'UP_TO_VALUE'] as const;
export type AltitudeFilterMode = (typeof ALTITUDE_FILTER_MODES)[number];

/** Altitude classes, in metres: the presets of the altitude filter. */
export const ALTITUDE_CLASSES = { GROUND: 0, LOW: 150, AVERAGE: 500, HIGH: 1000, VERY_HIGH: 10000 } as const;
export type AltitudeClass = keyof typeof ALTITUDE_CLASSES;

/** Authority types a route can cross: zonal centre and local administration. */
export const AUTHORITY_TYPE_CODES = ['ZONAL_CENTER', 'LOCAL_GOVERNMENT'] as const;
export type AuthorityTypeCode = (typeof AUTHORITY_TYPE_CODES)[number];

/**
 * How a generated object (`generated: true`) was made, as `properties.generator`: a code the UI translates,
 * beside the object's `source`, which says the same in the request's language.
 */
export const MAP_GENERATORS = [
  /** A municipality: a circle around the town, its radius from the population. */
  'CIRCLE_AROUND_LOCALITY',
  /** An aerodrome's control zone: a circle of the typical radius and ceiling for the aerodrome's class. */
  'TYPICAL_CONTROL_ZONE',
  /** A weather station (METAR) assumed at each aerodrome with an ICAO code. */
  'STATION_AT_AERODROME',
  /** A zonal centre's area: the union of the federal subjects nearest to it. */
  'UNION_OF_NEAREST_REGIONS',
] as const;
export type MapGenerator = (typeof MAP_GENERATORS)[number];

export function isMapGenerator(value: unknown): value is MapGenerator {
  return typeof value === 'string' && (MAP_GENERATORS as readonly string[]).includes(value);
}

/** Kinds of administrative boundary kept in the BOUNDARIES layer. */
export const BOUNDARY_KINDS = ['REGION', 'MUNICIPALITY'] as const;
export type BoundaryKind = (typeof BOUNDARY_KINDS)[number];

/**
 * Limits of a drawn route. The backend refuses a route beyond them with a 400 naming the limit (its
 * geometry checks are quadratic in the worst case); the route editor says so before the call.
 */
export const MAX_ROUTE_VERTICES = 5000;
export const MAX_CIRCLE_RADIUS_METRES = 500_000;
export const MAX_CORRIDOR_WIDTH_METRES = 50_000;

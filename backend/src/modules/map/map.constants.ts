/**
 * Vocabulary of the airspace map, as the spec names it (part 1 §3 enumerations, part 2 §9 constants).
 * Kept in one file so the controllers, the seeds, the importer and the Swagger document agree.
 */

/** Map layers (spec: airports, control areas, zones, boundaries, weather stations, restricted, danger, temporary zones). */
export const LAYER_CODES = [
  'AIRPORTS',
  'CONTROL_AREAS',
  /** The spec's "zones": the areas of responsibility of the zonal centres of the air-traffic system. */
  'ZONAL_CENTERS',
  /** The spec's "boundaries": administrative boundaries (federal subjects and municipalities). */
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

/** Spec part 2 §9: "Aerodrome types considered for crossings: airport and helipad" (the defaults of the call). */
export const DEFAULT_CROSSING_AERODROME_TYPES: readonly LandingSiteType[] = ['AIRPORT', 'HELIPAD'];

/** Spec part 2 §9: "Authority types crossed: zonal centre and local administration". */
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

/** Kinds of administrative boundary kept in the BOUNDARIES layer. */
export const BOUNDARY_KINDS = ['REGION', 'MUNICIPALITY'] as const;
export type BoundaryKind = (typeof BOUNDARY_KINDS)[number];

/** Altitudes are stored in metres; imported data may come in feet (ED-269 `uomDimensions`). */
export const ALTITUDE_UNITS = ['M', 'FT'] as const;
export type AltitudeUnit = (typeof ALTITUDE_UNITS)[number];
export const METRES_PER_FOOT = 0.3048;

/**
 * Input limits. A route or zone beyond them is refused with a 400 naming the limit: the geometry checks are
 * quadratic in the worst case, so an unbounded vertex count would let one request hold a core for seconds.
 */
export const MAX_ROUTE_VERTICES = 5000;
export const MAX_CIRCLE_RADIUS_METRES = 500_000;
export const MAX_CORRIDOR_WIDTH_METRES = 50_000;
/** Corridor width used for a polyline route that does not state one (the drone's lateral tolerance). */
export const DEFAULT_CORRIDOR_WIDTH_METRES = 100;
/**
 * Calls that take a flight's geometry in their JSON body (route patterns), and the body size they accept
 * (bootstrap.ts raises their limit from the platform's 1 MB). A route of 100,000
 * points is 4–5 MB of JSON at full double precision: it must reach the geometry check and get the 400
 * naming MAX_ROUTE_VERTICES, not a 413 from the body parser. Parsing 8 MB takes tens of milliseconds, and
 * the vertex count is checked before any point is read.
 */
export const GEOMETRY_BODY_ROUTES: readonly string[] = ['/api/map/crossings'];
export const GEOMETRY_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** The most objects one layers call returns; a larger answer is cut and flagged `meta.truncated`. */
export const MAX_LAYER_OBJECTS = 5000;

/**
 * Shapes with more vertices than this (zonal centres, large regions, big imported zones) are not read
 * with every query: most views and routes only graze their box. The services take them from a cache.
 */
export const LARGE_SHAPE_VERTICES = 2000;

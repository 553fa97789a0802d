/**
 * Constants of the airspace map module. The words the front ends share (layer codes, shape types, point
 * roles, zone codes, landing-site and authority types, generators, boundary kinds, route limits) live in
 * @nebo/shared-vocabulary (docs/requirements.md#vocabulary-map) and are re-exported here, so the controllers, the
 * seeds, the importer and the Swagger document keep one import.
 */
import type { LandingSiteType } from '@nebo/shared-vocabulary';

export {
  ALTITUDE_FILTER_MODES,
  AUTHORITY_TYPE_CODES,
  BOUNDARY_KINDS,
  LANDING_SITE_TYPES,
  LAYER_CODES,
  MAP_GENERATORS,
  MAX_CIRCLE_RADIUS_METRES,
  MAX_CORRIDOR_WIDTH_METRES,
  MAX_ROUTE_VERTICES,
  POINT_ROLES,
  SHAPE_TYPES,
  ZONE_CODES,
  ZONE_LAYERS,
  type AltitudeFilterMode,
  type AuthorityTypeCode,
  type BoundaryKind,
  type LandingSiteType,
  type LayerCode,
  type MapGenerator,
  type PointRole,
  type ShapeType,
  type ZoneCode,
} from '@nebo/shared-vocabulary';

/** Aerodrome types considered for crossings: airport and helipad (the defaults of the call; docs/requirements.md#vocabulary-map). */
export const DEFAULT_CROSSING_AERODROME_TYPES: readonly LandingSiteType[] = ['AIRPORT', 'HELIPAD'];

/** Altitudes are stored in metres; imported data may come in feet (ED-269 `uomDimensions`). */
export const ALTITUDE_UNITS = ['M', 'FT'] as const;
export type AltitudeUnit = (typeof ALTITUDE_UNITS)[number];
export const METRES_PER_FOOT = 0.3048;

/**
 * Input limits beyond the route limits of the vocabulary (MAX_ROUTE_VERTICES, MAX_CIRCLE_RADIUS_METRES,
 * MAX_CORRIDOR_WIDTH_METRES): a route or zone beyond them is refused with a 400 naming the limit.
 */
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

/**
 * The words of flight requests both sides use (docs/requirements.md#flights): purposes and aviation work
 * types (also the static dictionaries FLIGHT_PURPOSE and AVIATION_WORK_TYPE), line of sight, the date
 * offset modes, statuses, fly-space classes and the limits of a request's intervals and altitudes.
 */
export const FLIGHT_PURPOSES = [
  'WORK',
  'ENTERTAINMENT',
  'COMMERCIAL',
  'COMPETITION',
  'AREA_MONITORING',
  'CARGO_TRANSPORT',
  'PHOTO',
  'CUSTOM',
] as const;
export type FlightPurpose = (typeof FLIGHT_PURPOSES)[number];

/** Aviation work types; one is required when the purpose is WORK. */
export const AVIATION_WORK_TYPES = [
  'CHEMICAL',
  'PHOTOGRAPHY',
  'FORESTRY',
  'CONSTRUCTION',
  'MEDICAL_CARE',
  'FLIGHT_SUPPORT_EQUIPMENT_CHECK',
  'RESCUE',
  'TRANSPORT_AND_COMMUNICATION',
  'AEROVISUAL',
] as const;
export type AviationWorkType = (typeof AVIATION_WORK_TYPES)[number];

/** Whether the pilot sees the drone during the flight (visual line of sight); INSIDE by default. */
export const LINES_OF_SIGHT = ['INSIDE', 'OUTSIDE'] as const;
export type LineOfSight = (typeof LINES_OF_SIGHT)[number];
export const DEFAULT_LINE_OF_SIGHT: LineOfSight = 'INSIDE';

/**
 * How the request's date-times are written: UTC, or LOCAL = Moscow time (UTC+3, the platform's zone). Times
 * travel as `YYYY-MM-DDTHH:mm:ss` without an offset, in the request's mode, both ways.
 */
export const FLIGHT_OFFSET_MODES = ['UTC', 'LOCAL'] as const;
export type FlightOffsetMode = (typeof FLIGHT_OFFSET_MODES)[number];
export const DEFAULT_FLIGHT_OFFSET_MODE: FlightOffsetMode = 'UTC';
/** LOCAL is UTC+3 (Moscow has kept it since 2014), in minutes. */
export const LOCAL_OFFSET_MINUTES = 180;

/** A request is a DRAFT until converted to an agreement (CREATED); the agreements issue moves it on. */
export const FLIGHT_REQUEST_STATUSES = ['DRAFT', 'CREATED', 'PENDING', 'ALLOWED', 'REJECTED', 'EXPIRED'] as const;
export type FlightRequestStatus = (typeof FLIGHT_REQUEST_STATUSES)[number];

/** Classes of airspace a flight uses: G (uncontrolled), C (controlled), A (above the transition level). */
export const FLY_SPACE_CLASSES = ['G', 'C', 'A'] as const;
export type FlySpaceClass = (typeof FLY_SPACE_CLASSES)[number];

/** The flight type, derived: the simple kind is AMATEUR, the full one PROFESSIONAL. */
export const FLIGHT_TYPES = ['AMATEUR', 'PROFESSIONAL'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

/** Interval kinds: the one general flight date and the reserved dates. */
export const FLIGHT_INTERVAL_KINDS = ['GENERAL', 'RESERVED'] as const;
export type FlightIntervalKind = (typeof FLIGHT_INTERVAL_KINDS)[number];

/** Limits of a request's dates and altitudes. */
export const FLIGHT_LIMITS = {
  /** Reserved intervals a request may carry besides the general one. */
  maxReservedIntervals: 30,
  /** Longest interval, in hours. */
  maxIntervalHours: 24,
  /** Altitudes in metres (above sea level and above ground). */
  minAltitude: 0,
  maxAltitude: 30000,
  /** Longest text fields. */
  maxNameLength: 200,
  maxTextLength: 1000,
} as const;

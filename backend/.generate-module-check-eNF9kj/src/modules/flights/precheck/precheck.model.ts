import type { FlySpaceClass } from '@nebo/shared-vocabulary';

/** What the pre-check answers (PreCheckDto), as the service builds it. */
export type FindingSeverity = 'BLOCKING' | 'WARNING';

export const FINDING_CODES = [
  'ZONE_AT_FLIGHT_ALTITUDE',
  'DANGER_ZONE',
  'CONTROLLED_AIRSPACE',
  'CLASS_A_AIRSPACE',
  'TAKE_OFF_POINT_IN_ZONE',
  'LANDING_POINT_IN_ZONE',
  'ROUTE_OUTSIDE_RUSSIA',
  'TAKE_OFF_POINT_OUTSIDE_RUSSIA',
  'LANDING_POINT_OUTSIDE_RUSSIA',
  'FLIGHT_AT_NIGHT',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export const FIX_FIELDS = [
  'flightAltitudeMax',
  'flightAltitudeGroundMax',
  'geometry',
  'geometry.radius',
  'takeOffPoint',
  'landingPoint',
] as const;
export type FixField = (typeof FIX_FIELDS)[number];

export const FIX_CODES = [
  'LOWER_MAX_ALTITUDE',
  'LOWER_MAX_GROUND_ALTITUDE',
  'REDUCE_RADIUS',
  'MOVE_ROUTE',
  'MOVE_TAKE_OFF_POINT',
  'MOVE_LANDING_POINT',
] as const;
export type FixCode = (typeof FIX_CODES)[number];

export type ParamValue = string | number | null;

/** A change the UI can apply: set `field` of the form to `value`; `change` is its size in metres. */
export interface Fix {
  code: FixCode;
  field: FixField;
  value: unknown;
  params: Record<string, ParamValue>;
  message: string;
  change: number;
}

export interface Finding {
  code: FindingCode;
  severity: FindingSeverity;
  params: Record<string, ParamValue>;
  message: string;
  /** The smallest change that clears a blocking finding (when one was found). */
  fix?: Fix;
  /** Other changes that clear it, larger. */
  alternatives: Fix[];
}

export interface PrecheckCrossing {
  kind: 'ZONE' | 'AUTHORITY' | 'AERODROME';
  id: string;
  name: string;
  layer: string;
  code: string | null;
  altitudeBand: { min: number | null; max: number | null; reference: string | null } | null;
  blocking: boolean;
}

export interface PrecheckDaylight {
  intervalId: string | null;
  kind: 'GENERAL' | 'RESERVED';
  start: string;
  finish: string;
  sunrise: string | null;
  sunset: string | null;
  polar: 'POLAR_DAY' | 'POLAR_NIGHT' | null;
  inDaylight: boolean;
}

export interface PrecheckResult {
  flySpaceClass: FlySpaceClass;
  classReasons: Array<{ code: string; params: Record<string, ParamValue>; message: string }>;
  crossings: PrecheckCrossing[];
  daylight: PrecheckDaylight[];
  findings: Finding[];
  blocking: boolean;
}

/** The best of the fixes (the smallest change, in metres) and the rest, larger. */
export function chooseFix(fixes: Fix[]): { fix?: Fix; alternatives: Fix[] } {
  const sorted = [...fixes].sort((a, b) => a.change - b.change);
  return sorted.length ? { fix: sorted[0], alternatives: sorted.slice(1) } : { alternatives: [] };
}

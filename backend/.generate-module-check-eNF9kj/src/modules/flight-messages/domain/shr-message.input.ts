import type { ShapeType } from '@nebo/shared-vocabulary';

/** A point as the API carries it (decimal degrees, WGS 84): the same `{ lat, lng }` as the map's routes. */
export interface ShrPoint {
  lat: number;
  lng: number;
}

type Shape<T extends ShapeType, Rest> = { type: T } & Rest;

/**
 * The flight's airspace, as the route editor draws it: structurally the map's route shape (`geoShape`,
 * shape types from `@nebo/shared-vocabulary`), so a stored route passes as is, plus a named zone (an
 * established zone the flight uses instead of its drawn geometry).
 *
 * - CIRCLE: the centre as the one point, `radius` in metres.
 * - POLYGON / LASSO: the outer ring, open (the last point joins the first); `holes` are not written.
 * - MULTIPOLYGON: one outer ring per polygon.
 * - POLYLINE: the route's points; `width` is the corridor's full width in metres (default 100).
 * - MARKER: one point and no area: refused (draw a circle around it).
 * - ZONE: an established zone by its designator (e.g. `UUR123`), written `/ZONA UUR123/`.
 */
export type ShrRouteShape =
  | Shape<'MARKER', { points: ShrPoint[] }>
  | Shape<'CIRCLE', { points: ShrPoint[]; radius: number }>
  | Shape<'POLYLINE', { points: ShrPoint[]; width?: number }>
  | Shape<'LASSO', { points: ShrPoint[] }>
  | Shape<'POLYGON', { points: ShrPoint[]; holes?: ShrPoint[][] }>
  | Shape<'MULTIPOLYGON', { points: ShrPoint[][]; holes?: ShrPoint[][][] }>
  | { type: 'ZONE'; name: string };

/** One flight window: instants as ISO 8601 text (UTC `Z` or with an offset; written in UTC). */
export interface ShrFlightDate {
  start: string;
  finish: string;
}

/** Everything one SHR message (per flight date) is written from. */
export interface ShrMessageInput {
  /** One message per entry, in order of start. */
  flightDates: readonly ShrFlightDate[];
  /** Altitudes of the flight in metres (the reference, above sea or ground, is the caller's). */
  altitudeMinMetres: number;
  altitudeMaxMetres: number;
  route: ShrRouteShape;
  /** Where the flight takes off and lands; absent, the route's first / last point (a circle's centre). */
  takeOffPoint?: ShrPoint | null;
  landingPoint?: ShrPoint | null;
  /** ICAO location indicators when the flight leaves from / lands at an aerodrome; absent, ZZZZ with DEP/ and DEST/. */
  departureAerodrome?: string | null;
  destinationAerodrome?: string | null;
  /** The operator: a person's full name or a company's name, in any script; the phone in any notation. */
  operator: { name: string; phone?: string | null };
  droneRegistrationNumbers: readonly string[];
  /** The zonal centre's permission number and the number of the established (local/temporary) regime. */
  permitNumber?: string | null;
  regimeNumber?: string | null;
  /** Free text appended to RMK/. */
  remarks?: string | null;
}

export interface ShrWriteOptions {
  /** Coordinates with seconds (DDMMSSN DDDMMSSE) instead of whole minutes (DDMMN DDDMME). */
  seconds?: boolean;
}

/** One written message: the flight date it is for and its text. */
export interface ShrMessage {
  /** The UTC date of the flight's start, `YYYY-MM-DD` (DOF/ is the same date as YYMMDD). */
  dateOfFlight: string;
  /** AFTN layout: one field per line, no line longer than 69 characters. */
  text: string;
  /** The same message on one line (its lines joined by a space). */
  singleLine: string;
}

/** Why an input cannot be written; `field` names the input's part (dotted path). */
export type ShrProblem =
  | 'no-flight-dates'
  | 'invalid-time'
  | 'finish-not-after-start'
  | 'duration-too-long'
  | 'invalid-altitude'
  | 'altitude-min-above-max'
  | 'altitude-too-high'
  | 'invalid-coordinate'
  | 'southern-hemisphere'
  | 'no-points'
  | 'too-few-points'
  | 'no-area'
  | 'invalid-radius'
  | 'invalid-width'
  | 'invalid-zone-name'
  | 'invalid-aerodrome'
  | 'no-operator'
  | 'message-too-long';

/** Thrown by the domain for input the format cannot carry; the writer turns it into the module's exception. */
export class ShrInputError extends Error {
  constructor(
    readonly problem: ShrProblem,
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ShrInputError';
  }
}

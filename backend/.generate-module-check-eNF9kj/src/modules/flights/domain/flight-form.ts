import type { Position } from 'geojson';
import {
  DEFAULT_FLIGHT_OFFSET_MODE,
  DEFAULT_LINE_OF_SIGHT,
  FLIGHT_LIMITS,
  type FlightOffsetMode,
  type LineOfSight,
} from '@nebo/shared-vocabulary';
import type { FieldError } from '../../../common/errors/error-body';
import { STATIC_DICTIONARIES } from '../../dictionaries/definitions/static-dictionaries';
import { type FlightGeometry, parseFlightGeometry } from '../../map/geometry/flight-geometry';
import { normalizePhone } from '../../users/domain/phone';
import type { FlightIntervalValues, FlightRequestValues } from '../entities/flight-request.row';
import type { FlightRequestView } from './flight-request';
import { parseFlightDateTime } from './flight-time';
import { routeSummary } from './route-summary';

/** The form as validated by the DTO (FlightRequestInputDto): shapes and bounds are already checked. */
export interface FlightFormInput {
  name?: string | null;
  simple?: boolean;
  drone?: { dictionaryItem: { id: string }; registrationNumber?: string | null; transponderNumber?: string | null } | null;
  flightPurpose?: {
    id?: number;
    code?: string;
    workName?: string | null;
    workAddress?: string | null;
    workType?: string | null;
    custom?: string | null;
  } | null;
  lineOfSight?: string;
  externalPilot?: { fullName?: string | null; phone?: string | null } | null;
  manager?: { fullName?: string | null; phone?: string | null } | null;
  developer?: { fullName?: string | null; phone?: string | null } | null;
  flightDateTimeOffsetMode?: string;
  generalFlightDateTime?: { id?: string; start: string; finish: string }[];
  reservedFlightDateTime?: { id?: string; start: string; finish: string }[];
  geometry?: unknown;
  takeOffPoint?: { lat: number; lng: number } | null;
  landingPoint?: { lat: number; lng: number } | null;
  flightAltitudeMin?: number | null;
  flightAltitudeMax?: number | null;
  flightAltitudeGroundMin?: number | null;
  flightAltitudeGroundMax?: number | null;
}

export interface FlightFormContext {
  now: Date;
  /** Interval ids the request holds now: one sent back is kept; any other id is replaced by a new one. */
  currentIntervalIds: ReadonlySet<string>;
  insideRussia(lat: number, lng: number): boolean;
  newId(): string;
}

export interface CheckedFlightForm {
  /** The values to store; the drone's name and numbers and the computed fields are completed by the service. */
  values: FlightRequestValues;
  intervals: FlightIntervalValues[];
  /** The parsed route, when one was sent and is valid. */
  flight: FlightGeometry | null;
  errors: FieldError[];
}

const HOUR_MS = 3_600_000;

/**
 * Checks a form against the rules of docs/requirements.md#flights that need no database: dates (finish
 * after start, at most 24 h, not in the past), the route (valid, inside Russia), points inside Russia,
 * altitudes (min ≤ max), phones, the purpose and its details. Reports every problem at once.
 */
export function checkFlightForm(input: FlightFormInput, context: FlightFormContext): CheckedFlightForm {
  const errors: FieldError[] = [];
  const mode = (input.flightDateTimeOffsetMode ?? DEFAULT_FLIGHT_OFFSET_MODE) as FlightOffsetMode;

  const intervals = [
    ...checkIntervals(input.generalFlightDateTime ?? [], 'GENERAL', 'generalFlightDateTime', mode, context, errors),
    ...checkIntervals(input.reservedFlightDateTime ?? [], 'RESERVED', 'reservedFlightDateTime', mode, context, errors),
  ];
  const seen = new Set<string>();
  for (const interval of intervals) {
    // The same id sent twice keeps it once: the second interval gets a new one.
    if (seen.has(interval.id)) interval.id = context.newId();
    seen.add(interval.id);
  }

  let flight: FlightGeometry | null = null;
  if (input.geometry !== undefined && input.geometry !== null) {
    const parsed = parseFlightGeometry(input.geometry, 'geometry');
    if (!parsed.ok) errors.push(...parsed.errors);
    else {
      const outside = routeVertices(parsed.value).find(([lng, lat]) => !context.insideRussia(lat, lng));
      if (outside) {
        errors.push({ field: 'geometry', error: `the route must lie inside Russia (lat ${outside[1]}, lng ${outside[0]} is outside)` });
      } else flight = parsed.value;
    }
  }
  for (const field of ['takeOffPoint', 'landingPoint'] as const) {
    const point = input[field];
    if (point && !context.insideRussia(point.lat, point.lng)) errors.push({ field, error: `${field} must lie inside Russia` });
  }

  const altitude = (value: number | null | undefined) => (typeof value === 'number' ? value : null);
  const [min, max, groundMin, groundMax] = [
    altitude(input.flightAltitudeMin),
    altitude(input.flightAltitudeMax),
    altitude(input.flightAltitudeGroundMin),
    altitude(input.flightAltitudeGroundMax),
  ];
  if (min !== null && max !== null && min > max) {
    errors.push({ field: 'flightAltitudeMin', error: 'flightAltitudeMin must not be above flightAltitudeMax' });
  }
  if (groundMin !== null && groundMax !== null && groundMin > groundMax) {
    errors.push({ field: 'flightAltitudeGroundMin', error: 'flightAltitudeGroundMin must not be above flightAltitudeGroundMax' });
  }

  const purpose = checkPurpose(input.flightPurpose ?? null, errors);
  const contact = (field: 'externalPilot' | 'manager' | 'developer') => {
    const value = input[field];
    return { name: value?.fullName ?? null, phone: phoneOf(value?.phone ?? null, `${field}.phone`, errors) };
  };
  const externalPilot = contact('externalPilot');
  const manager = contact('manager');
  const developer = contact('developer');

  const firstFlightAt = intervals.length ? new Date(Math.min(...intervals.map((i) => i.startAt.getTime()))) : null;
  const values: FlightRequestValues = {
    simple: input.simple ?? false,
    name: input.name ?? null,
    droneId: input.drone?.dictionaryItem.id ?? null,
    droneName: null,
    droneRegistrationNumber: input.drone?.registrationNumber ?? null,
    droneTransponderNumber: input.drone?.transponderNumber ?? null,
    purposeCode: purpose?.code ?? null,
    workName: purpose?.workName ?? null,
    workAddress: purpose?.workAddress ?? null,
    workType: purpose?.workType ?? null,
    purposeCustom: purpose?.custom ?? null,
    lineOfSight: (input.lineOfSight ?? DEFAULT_LINE_OF_SIGHT) as LineOfSight,
    externalPilotName: externalPilot.name,
    externalPilotPhone: externalPilot.phone,
    managerName: manager.name,
    managerPhone: manager.phone,
    developerName: developer.name,
    developerPhone: developer.phone,
    offsetMode: mode,
    geometry: flight ? flight.shape : null,
    takeOffPoint: input.takeOffPoint ? { lat: input.takeOffPoint.lat, lng: input.takeOffPoint.lng } : null,
    landingPoint: input.landingPoint ? { lat: input.landingPoint.lat, lng: input.landingPoint.lng } : null,
    altitudeMin: min,
    altitudeMax: max,
    altitudeGroundMin: groundMin,
    altitudeGroundMax: groundMax,
    flySpaceClass: null,
    outsideLocality: false,
    restrictedZone: false,
    routeSummary: flight ? routeSummary(flight.shape) : null,
    firstFlightAt,
  };
  return { values, intervals, flight, errors };
}

function checkIntervals(
  list: readonly { id?: string; start: string; finish: string }[],
  kind: 'GENERAL' | 'RESERVED',
  field: string,
  mode: FlightOffsetMode,
  context: FlightFormContext,
  errors: FieldError[],
): FlightIntervalValues[] {
  const result: FlightIntervalValues[] = [];
  // Not in the past: compared to the minute, so a form filled in this very minute is accepted.
  const earliest = Math.floor(context.now.getTime() / 60_000) * 60_000;
  list.forEach((item, i) => {
    const startAt = parseFlightDateTime(item.start, mode);
    const finishAt = parseFlightDateTime(item.finish, mode);
    if (!startAt) errors.push({ field: `${field}.${i}.start`, error: 'start is not a real date and time (YYYY-MM-DDTHH:mm:ss)' });
    if (!finishAt) errors.push({ field: `${field}.${i}.finish`, error: 'finish is not a real date and time (YYYY-MM-DDTHH:mm:ss)' });
    if (!startAt || !finishAt) return;
    let valid = true;
    if (finishAt.getTime() <= startAt.getTime()) {
      errors.push({ field: `${field}.${i}.finish`, error: 'finish must be after start' });
      valid = false;
    } else if (finishAt.getTime() - startAt.getTime() > FLIGHT_LIMITS.maxIntervalHours * HOUR_MS) {
      errors.push({ field: `${field}.${i}.finish`, error: `an interval may last at most ${FLIGHT_LIMITS.maxIntervalHours} hours` });
      valid = false;
    }
    if (startAt.getTime() < earliest) {
      errors.push({ field: `${field}.${i}.start`, error: 'start must not be in the past' });
      valid = false;
    }
    if (!valid) return;
    const id = item.id && context.currentIntervalIds.has(item.id) ? item.id : context.newId();
    result.push({ id, kind, startAt, finishAt });
  });
  return result;
}

interface CheckedPurpose {
  code: string;
  workName: string | null;
  workAddress: string | null;
  workType: string | null;
  custom: string | null;
}

function checkPurpose(input: FlightFormInput['flightPurpose'], errors: FieldError[]): CheckedPurpose | null {
  if (!input) return null;
  const items = STATIC_DICTIONARIES.FLIGHT_PURPOSE;
  const byId = input.id !== undefined ? items.find((item) => item.id === input.id) : undefined;
  if (input.id !== undefined && !byId) {
    errors.push({ field: 'flightPurpose.id', error: 'flightPurpose.id must be an item of the FLIGHT_PURPOSE dictionary' });
    return null;
  }
  if (byId && input.code !== undefined && input.code !== byId.code) {
    errors.push({ field: 'flightPurpose.code', error: `flightPurpose.code must match its id (${byId.code})` });
    return null;
  }
  const code = input.code ?? byId?.code;
  if (!code) {
    errors.push({ field: 'flightPurpose', error: 'flightPurpose must name a FLIGHT_PURPOSE item by its id or code' });
    return null;
  }
  // Details that belong to another purpose are dropped: a WORK's type means nothing for a CUSTOM purpose.
  return {
    code,
    workName: code === 'WORK' ? (input.workName ?? null) : null,
    workAddress: code === 'WORK' ? (input.workAddress ?? null) : null,
    workType: code === 'WORK' ? (input.workType ?? null) : null,
    custom: code === 'CUSTOM' ? (input.custom ?? null) : null,
  };
}

function phoneOf(value: string | null, field: string, errors: FieldError[]): string | null {
  if (value === null) return null;
  const result = normalizePhone(value);
  if (!result.ok) {
    errors.push({ field, error: result.error });
    return null;
  }
  return result.phone;
}

/** The vertices that must lie inside Russia: the area's outer rings (a circle's polygon), or the corridor's line. */
function routeVertices(flight: FlightGeometry): Position[] {
  const { footprint, shape } = flight;
  if (footprint.kind === 'corridor') return (shape.points as { lat: number; lng: number }[]).map((p) => [p.lng, p.lat]);
  const geometry = footprint.geometry;
  if (geometry.type === 'Point') return [geometry.coordinates];
  if (geometry.type === 'Polygon') return geometry.coordinates[0];
  return geometry.coordinates.flatMap((polygon) => polygon[0]);
}

/**
 * What a request lacks to become an agreement (PATCH …/to-agreement): every kind needs a name, a drone, the
 * general flight date and the route; the professional kind also a purpose (with the work type for WORK and
 * the text for CUSTOM), altitudes above sea level, take-off and landing points and the external pilot
 * with a phone. Dates must still lie ahead.
 */
export function missingForAgreement(view: FlightRequestView, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const required = (field: string, present: unknown) => {
    if (present === null || present === undefined || present === '')
      errors.push({ field, error: `${field} is required to convert the request` });
  };
  required('name', view.name);
  required('drone', view.drone);
  if (view.generalFlightDateTime.length !== 1)
    errors.push({ field: 'generalFlightDateTime', error: 'generalFlightDateTime is required to convert the request' });
  required('geometry', view.geometry);
  if (!view.simple) {
    required('flightPurpose', view.flightPurpose);
    if (view.flightPurpose?.code === 'WORK') required('flightPurpose.workType', view.flightPurpose.workType);
    if (view.flightPurpose?.code === 'CUSTOM') required('flightPurpose.custom', view.flightPurpose.custom);
    required('flightAltitudeMin', view.flightAltitudeMin);
    required('flightAltitudeMax', view.flightAltitudeMax);
    required('takeOffPoint', view.takeOffPoint);
    required('landingPoint', view.landingPoint);
    required('externalPilot.fullName', view.externalPilot?.fullName);
    required('externalPilot.phone', view.externalPilot?.phone);
  }
  const earliest = Math.floor(now.getTime() / 60_000) * 60_000;
  const lists = [
    ['generalFlightDateTime', view.generalFlightDateTime],
    ['reservedFlightDateTime', view.reservedFlightDateTime],
  ] as const;
  for (const [field, list] of lists) {
    list.forEach((interval, i) => {
      const start = parseFlightDateTime(interval.start, view.flightDateTimeOffsetMode);
      if (start && start.getTime() < earliest) errors.push({ field: `${field}.${i}.start`, error: 'start must not be in the past' });
    });
  }
  return errors;
}

import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import type { DateTime } from 'luxon';
import type { GeoShape, LatLng } from '@nebo/mfe-map/types';
import {
  applyMask,
  isApiError,
  MASKS,
  newFilesOf,
  numberText,
  parseDecimal,
  parseInteger,
  phoneDigits,
  splitFieldErrors,
  submissionErrorsFrom,
  type FileEntry,
} from '@nebo/shared-ui';
import type {
  FlightContact,
  FlightInterval,
  FlightRequest,
  FlightRequestInput,
  LineOfSight,
  PurposeCode,
  WireGeoShape,
  WorkTypeCode,
} from '../api/flightRequestsApi';
import { convertWallTime, displayToWire, isBefore, minutesBetween, wireToDisplay, type OffsetMode } from './offsetTime';

/** Limits of the design brief (decisions 3 and 4): one general interval of at most 24 h, 0..30 reserved ones. */
export const MAX_RESERVED_INTERVALS = 30;
export const MAX_INTERVAL_MINUTES = 24 * 60;
export const ALTITUDE_MAX = 30000;
export const NAME_MAX_LENGTH = 255;
export const TEXT_MAX_LENGTH = 255;

export interface IntervalValues {
  /** The server's stable id of the interval, kept on update. */
  id?: string | null;
  /** DD.MM.YYYY HH:mm in the form's offset mode. */
  start: string;
  finish: string;
}

export interface PointValues {
  lat: string;
  lng: string;
}

export interface ContactValues {
  fullName: string;
  phone: string;
}

/** What the form holds: text as typed, the route as the editor hands it back. */
export interface FlightFormValues {
  id?: string;
  simple: boolean;
  name: string;
  droneId: string;
  droneName: string;
  registrationNumber: string;
  transponderNumber: string;
  purposeCode: string;
  workType: string;
  workName: string;
  workAddress: string;
  custom: string;
  lineOfSight: LineOfSight;
  externalPilot: ContactValues;
  manager: ContactValues;
  developer: ContactValues;
  offsetMode: OffsetMode;
  general: IntervalValues;
  reserved: IntervalValues[];
  flightAltitudeMin: string;
  flightAltitudeMax: string;
  flightAltitudeGroundMin: string;
  flightAltitudeGroundMax: string;
  takeOffPoint: PointValues;
  landingPoint: PointValues;
  geometry: GeoShape | null;
  /** The route picture: the stored one, or a file chosen now (sent as `flightRouteImageFile`). */
  routeImage: FileEntry[];
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: string | null | undefined) => value ?? '';
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const contactValues = (contact: FlightContact | null | undefined): ContactValues => ({
  fullName: text(contact?.fullName),
  phone: contact?.phone ? applyMask(MASKS.phone, contact.phone).value : '',
});
const pointValues = (point: LatLng | null | undefined): PointValues => ({
  lat: point ? String(point.lat) : '',
  lng: point ? String(point.lng) : '',
});
/** The form's route type and the wire's are the same shape (mfe-map's GeoShape is the stricter union of GeoShapeDto). */
const shapeOf = (geometry: WireGeoShape | null | undefined): GeoShape | null => (geometry ?? null) as unknown as GeoShape | null;
const wireShapeOf = (geometry: GeoShape | null): WireGeoShape | null => geometry as unknown as WireGeoShape | null;

const intervalValues = (interval: FlightInterval): IntervalValues => ({
  id: interval.id ?? null,
  start: wireToDisplay(interval.start),
  finish: wireToDisplay(interval.finish),
});

export const EMPTY_INTERVAL: IntervalValues = { id: null, start: '', finish: '' };

/** The form of a request (saved, the defaults of a new one, or a copy). Wall times stay in the request's own mode. */
export function valuesFromRequest(request: FlightRequestInput | FlightRequest): FlightFormValues {
  const general = request.generalFlightDateTime?.[0];
  const snapshot = 'snapshotFile' in request ? request.snapshotFile : null;
  return {
    id: request.id ?? undefined,
    simple: Boolean(request.simple),
    name: text(request.name),
    droneId: text(request.drone?.dictionaryItem?.id),
    droneName: text(request.drone?.dictionaryItem?.name),
    registrationNumber: text(request.drone?.registrationNumber),
    transponderNumber: text(request.drone?.transponderNumber),
    purposeCode: text(request.flightPurpose?.code),
    workType: text(request.flightPurpose?.workType),
    workName: text(request.flightPurpose?.workName),
    workAddress: text(request.flightPurpose?.workAddress),
    custom: text(request.flightPurpose?.custom),
    lineOfSight: request.lineOfSight ?? 'INSIDE',
    externalPilot: contactValues(request.externalPilot),
    manager: contactValues(request.manager),
    developer: contactValues(request.developer),
    offsetMode: request.flightDateTimeOffsetMode ?? 'UTC',
    general: general ? intervalValues(general) : { ...EMPTY_INTERVAL },
    reserved: (request.reservedFlightDateTime ?? []).map(intervalValues),
    flightAltitudeMin: numberText(request.flightAltitudeMin),
    flightAltitudeMax: numberText(request.flightAltitudeMax),
    flightAltitudeGroundMin: numberText(request.flightAltitudeGroundMin),
    flightAltitudeGroundMax: numberText(request.flightAltitudeGroundMax),
    takeOffPoint: pointValues(request.takeOffPoint),
    landingPoint: pointValues(request.landingPoint),
    geometry: shapeOf(request.geometry),
    routeImage: snapshot ? [{ kind: 'stored', file: snapshot }] : [],
  };
}

/** A new request with nothing filled in (used until GET request/default answers, and when it is not there). */
export function emptyValues(): FlightFormValues {
  return valuesFromRequest({
    simple: false,
    name: '',
    drone: null,
    flightPurpose: null,
    lineOfSight: 'INSIDE',
    externalPilot: null,
    manager: null,
    developer: null,
    flightDateTimeOffsetMode: 'UTC',
    generalFlightDateTime: [],
    reservedFlightDateTime: [],
    flightAltitudeMin: 0,
    flightAltitudeMax: 0,
    flightAltitudeGroundMin: null,
    flightAltitudeGroundMax: null,
    takeOffPoint: null,
    landingPoint: null,
    geometry: null,
  });
}

function pointOf(values: PointValues): LatLng | null {
  const lat = parseDecimal(values.lat);
  const lng = parseDecimal(values.lng);
  return lat === null || lng === null || Number.isNaN(lat) || Number.isNaN(lng) ? null : { lat, lng };
}

function integerOrNull(value: string): number | null {
  const parsed = parseInteger(value);
  return parsed === null || Number.isNaN(parsed) ? null : parsed;
}

function contactOf(values: ContactValues): FlightContact | null {
  const fullName = blankToNull(values.fullName);
  const phone = values.phone.trim() ? phoneDigits(values.phone) : null;
  return fullName || phone ? { fullName, phone } : null;
}

function intervalOf(values: IntervalValues): FlightInterval | null {
  const start = displayToWire(values.start);
  const finish = displayToWire(values.finish);
  if (!start || !finish) return null;
  return values.id ? { id: values.id, start, finish } : { start, finish };
}

/**
 * The `flightAgreementDto` part (and the pre-check body). The simple kind sends only its own fields, so
 * switching kinds never leaves hidden professional values behind on the server.
 */
export function toInput(values: FlightFormValues): FlightRequestInput {
  const general = intervalOf(values.general);
  const drone = values.droneId
    ? {
        dictionaryItem: { id: values.droneId, name: values.droneName },
        registrationNumber: blankToNull(values.registrationNumber),
        transponderNumber: blankToNull(values.transponderNumber),
      }
    : null;
  const base: FlightRequestInput = {
    ...(values.id ? { id: values.id } : {}),
    simple: values.simple,
    name: values.name.trim(),
    drone,
    flightPurpose: null,
    lineOfSight: values.lineOfSight,
    externalPilot: null,
    manager: null,
    developer: null,
    flightDateTimeOffsetMode: values.offsetMode,
    generalFlightDateTime: general ? [general] : [],
    reservedFlightDateTime: [],
    flightAltitudeMin: integerOrNull(values.flightAltitudeMin),
    flightAltitudeMax: integerOrNull(values.flightAltitudeMax),
    flightAltitudeGroundMin: null,
    flightAltitudeGroundMax: null,
    takeOffPoint: pointOf(values.takeOffPoint),
    landingPoint: pointOf(values.landingPoint),
    geometry: wireShapeOf(values.geometry),
  };
  if (values.simple) return base;
  return {
    ...base,
    flightPurpose: values.purposeCode
      ? {
          code: values.purposeCode as PurposeCode,
          workType: values.purposeCode === 'WORK' ? (blankToNull(values.workType) as WorkTypeCode | null) : null,
          workName: blankToNull(values.workName),
          workAddress: blankToNull(values.workAddress),
          custom: values.purposeCode === 'CUSTOM' ? blankToNull(values.custom) : null,
        }
      : null,
    externalPilot: contactOf(values.externalPilot),
    manager: contactOf(values.manager),
    developer: contactOf(values.developer),
    reservedFlightDateTime: values.reserved.map(intervalOf).filter((interval): interval is FlightInterval => interval !== null),
    flightAltitudeGroundMin: integerOrNull(values.flightAltitudeGroundMin),
    flightAltitudeGroundMax: integerOrNull(values.flightAltitudeGroundMax),
  };
}

/** The new route picture to upload, if one was chosen. */
export function routeImageOf(values: FlightFormValues): File | null {
  return newFilesOf(values.routeImage)[0] ?? null;
}

/** Switching UTC ⇄ LOCAL rewrites every shown wall time so that it names the same instant. */
export function switchOffsetMode(values: FlightFormValues, to: OffsetMode): FlightFormValues {
  const from = values.offsetMode;
  if (from === to) return values;
  const convert = (interval: IntervalValues): IntervalValues => ({
    ...interval,
    start: convertWallTime(interval.start, from, to),
    finish: convertWallTime(interval.finish, from, to),
  });
  return { ...values, offsetMode: to, general: convert(values.general), reserved: values.reserved.map(convert) };
}

type Errors = Record<string, unknown>;

function put(errors: Errors, path: string, message: string | undefined): Errors {
  return message ? (setIn(errors, path, message) as Errors) : errors;
}

function intervalErrors(interval: IntervalValues, mode: OffsetMode, now: DateTime, t: Translate, required: boolean) {
  const errors: { start?: string; finish?: string } = {};
  const given = interval.start.trim() !== '' || interval.finish.trim() !== '';
  if (!given && !required) return errors;
  if (!interval.start.trim()) errors.start = t('requests.validation.required');
  else if (!displayToWire(interval.start)) errors.start = t('requests.validation.dateTime');
  else if (isBefore(interval.start, mode, now)) errors.start = t('requests.validation.past');
  if (!interval.finish.trim()) errors.finish = t('requests.validation.required');
  else if (!displayToWire(interval.finish)) errors.finish = t('requests.validation.dateTime');
  if (!errors.start && !errors.finish) {
    const minutes = minutesBetween(interval.start, interval.finish, mode) ?? 0;
    if (minutes <= 0) errors.finish = t('requests.validation.finishAfterStart');
    else if (minutes > MAX_INTERVAL_MINUTES) errors.finish = t('requests.validation.tooLong', { hours: MAX_INTERVAL_MINUTES / 60 });
  }
  return errors;
}

function altitudeError(value: string, t: Translate): string | undefined {
  const parsed = parseInteger(value);
  if (parsed === null) return undefined;
  if (Number.isNaN(parsed)) return t('requests.validation.integer');
  if (parsed < 0 || parsed > ALTITUDE_MAX) return t('requests.validation.altitudeRange', { max: ALTITUDE_MAX });
  return undefined;
}

function pointErrors(point: PointValues, t: Translate): { lat?: string; lng?: string } {
  const errors: { lat?: string; lng?: string } = {};
  const lat = parseDecimal(point.lat);
  const lng = parseDecimal(point.lng);
  if (lat === null && lng === null) return errors;
  if (lat === null) errors.lat = t('requests.validation.required');
  else if (Number.isNaN(lat) || lat < -90 || lat > 90) errors.lat = t('requests.validation.latitude');
  if (lng === null) errors.lng = t('requests.validation.required');
  else if (Number.isNaN(lng) || lng < -180 || lng > 180) errors.lng = t('requests.validation.longitude');
  return errors;
}

function phoneError(value: string, t: Translate): string | undefined {
  if (!value.trim()) return undefined;
  return /^7\d{10}$/.test(phoneDigits(value)) ? undefined : t('requests.validation.phone');
}

/**
 * The rules a draft is saved with (the server's own, checked first here): what is filled in must be
 * right; what is missing may come later. `now` is Moscow "now" (a parameter for the tests).
 */
export function validateDraft(values: FlightFormValues, t: Translate, now: DateTime): Errors {
  let errors: Errors = {};
  if (!values.name.trim()) errors = put(errors, 'name', t('requests.validation.required'));
  else if (values.name.trim().length > NAME_MAX_LENGTH)
    errors = put(errors, 'name', t('requests.validation.tooLongText', { max: NAME_MAX_LENGTH }));

  const general = intervalErrors(values.general, values.offsetMode, now, t, false);
  errors = put(errors, 'general.start', general.start);
  errors = put(errors, 'general.finish', general.finish);

  for (const key of ['flightAltitudeMin', 'flightAltitudeMax'] as const) errors = put(errors, key, altitudeError(values[key], t));
  const min = integerOrNull(values.flightAltitudeMin);
  const max = integerOrNull(values.flightAltitudeMax);
  if (!errors.flightAltitudeMax && min !== null && max !== null && min > max)
    errors = put(errors, 'flightAltitudeMax', t('requests.validation.minAboveMax'));

  for (const key of ['takeOffPoint', 'landingPoint'] as const) {
    const point = pointErrors(values[key], t);
    errors = put(errors, `${key}.lat`, point.lat);
    errors = put(errors, `${key}.lng`, point.lng);
  }
  if (values.simple) return errors;

  if (values.reserved.length > MAX_RESERVED_INTERVALS)
    errors = put(errors, FORM_ERROR, t('requests.validation.tooManyIntervals', { max: MAX_RESERVED_INTERVALS }));
  values.reserved.forEach((interval, index) => {
    const found = intervalErrors(interval, values.offsetMode, now, t, true);
    errors = put(errors, `reserved[${index}].start`, found.start);
    errors = put(errors, `reserved[${index}].finish`, found.finish);
  });
  for (const key of ['flightAltitudeGroundMin', 'flightAltitudeGroundMax'] as const)
    errors = put(errors, key, altitudeError(values[key], t));
  const groundMin = integerOrNull(values.flightAltitudeGroundMin);
  const groundMax = integerOrNull(values.flightAltitudeGroundMax);
  if (!errors.flightAltitudeGroundMax && groundMin !== null && groundMax !== null && groundMin > groundMax)
    errors = put(errors, 'flightAltitudeGroundMax', t('requests.validation.minAboveMax'));
  for (const key of ['externalPilot', 'manager', 'developer'] as const)
    errors = put(errors, `${key}.phone`, phoneError(values[key].phone, t));
  if (values.purposeCode === 'CUSTOM' && values.custom.trim().length > TEXT_MAX_LENGTH)
    errors = put(errors, 'custom', t('requests.validation.tooLongText', { max: TEXT_MAX_LENGTH }));
  return errors;
}

/**
 * What converting to an agreement needs on top of a valid draft (the server checks it again): the drone,
 * the date, the route, the altitudes, and for the professional kind the purpose and its details.
 */
export function validateComplete(values: FlightFormValues, t: Translate, now: DateTime): Errors {
  let errors = validateDraft(values, t, now);
  const required = t('requests.validation.required');
  const missing = (path: string, value: string) => {
    if (!value.trim()) errors = put(errors, path, required);
  };
  if (!values.droneId) errors = put(errors, 'droneId', t('requests.validation.drone'));
  missing('general.start', values.general.start);
  missing('general.finish', values.general.finish);
  if (!values.geometry) errors = put(errors, 'geometry', t('requests.validation.route'));
  if (!values.simple) {
    if (!values.purposeCode) errors = put(errors, 'purposeCode', required);
    if (values.purposeCode === 'WORK') missing('workType', values.workType);
    if (values.purposeCode === 'CUSTOM') missing('custom', values.custom);
    missing('flightAltitudeMin', values.flightAltitudeMin);
    missing('flightAltitudeMax', values.flightAltitudeMax);
  }
  return errors;
}

/**
 * A wire field name (of the server's field errors and the pre-check's fixes) → the form's field.
 * `generalFlightDateTime[0].start` → `general.start`, `flightPurpose.workType` → `workType`,
 * `drone.dictionaryItem.id` → `droneId`; null when the form has no such field.
 */
export function formFieldOf(wire: string): string | null {
  const path = wire.replace(/\.(\d+)(?=\.|$)/g, '[$1]').replace(/^flightAgreementDto\./, '');
  let match = /^generalFlightDateTime(?:\[\d+\])?(?:\.(start|finish))?$/.exec(path);
  if (match) return `general.${match[1] ?? 'start'}`;
  match = /^reservedFlightDateTime\[(\d+)\](?:\.(start|finish))?$/.exec(path);
  if (match) return `reserved[${match[1]}].${match[2] ?? 'start'}`;
  if (path === 'reservedFlightDateTime') return null;
  if (path.startsWith('drone.registrationNumber')) return 'registrationNumber';
  if (path.startsWith('drone.transponderNumber')) return 'transponderNumber';
  if (path === 'drone' || path.startsWith('drone.')) return 'droneId';
  match = /^flightPurpose\.(workType|workName|workAddress|custom)$/.exec(path);
  if (match) return match[1];
  if (path === 'flightPurpose' || path.startsWith('flightPurpose.')) return 'purposeCode';
  match = /^(externalPilot|manager|developer)(?:\.(fullName|phone))?$/.exec(path);
  if (match) return `${match[1]}.${match[2] ?? 'fullName'}`;
  match = /^(takeOffPoint|landingPoint)(?:\.(lat|lng))?$/.exec(path);
  if (match) return `${match[1]}.${match[2] ?? 'lat'}`;
  if (path === 'flightDateTimeOffsetMode') return 'offsetMode';
  if (path === 'route' || path.startsWith('geometry')) return 'geometry';
  if (path === 'flightRouteImageFile') return 'routeImage';
  if (/^(name|lineOfSight|flightAltitude(Ground)?(Min|Max))$/.test(path)) return path;
  return null;
}

/** A failed save → final-form submission errors: field errors next to their fields (detailedError), the rest on top. */
export function serverErrorsOf(error: unknown): SubmissionErrors {
  if (!isApiError(error)) return submissionErrorsFrom(error);
  const details = error.detailedError.length > 0 ? error.detailedError : splitFieldErrors(error.message);
  let errors: Errors = {};
  const stray: string[] = [];
  for (const { field, error: message } of details) {
    const path = formFieldOf(field);
    if (path) errors = setIn(errors, path, message) as Errors;
    else stray.push(message);
  }
  if (Object.keys(errors).length === 0) return { [FORM_ERROR]: error.message };
  if (stray.length > 0) errors[FORM_ERROR] = stray.join('; ');
  return errors as SubmissionErrors;
}

/** A pre-check fix (PreCheckFixDto) as far as applying it goes: a wire field name and its new value. */
export interface FixLike {
  field: string;
  value: unknown;
}

const ALTITUDE_FIELDS = new Set(['flightAltitudeMin', 'flightAltitudeMax', 'flightAltitudeGroundMin', 'flightAltitudeGroundMax']);

function asPoint(value: unknown): PointValues | null {
  if (!value || typeof value !== 'object') return null;
  const { lat, lng } = value as Partial<LatLng>;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat: String(lat), lng: String(lng) } : null;
}

/**
 * The change a pre-check fix asks for, as [form field, new value] pairs (an empty list when the form cannot
 * take it, e.g. a fix of a field this form does not show). Applying them is the form's `change`.
 */
export function changesOfFix(fix: FixLike, values: FlightFormValues): [string, unknown][] {
  const field = fix.field.replace(/^flightAgreementDto\./, '');
  const value: unknown = fix.value;
  if (field === 'geometry.radius') {
    const radius = Number(value);
    return values.geometry?.type === 'CIRCLE' && Number.isFinite(radius) && radius > 0
      ? [['geometry', { ...values.geometry, radius }]]
      : [];
  }
  if (ALTITUDE_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return [[field, String(value)]];
  if (field === 'takeOffPoint' || field === 'landingPoint') {
    const point = asPoint(value);
    return point ? [[field, point]] : [];
  }
  if (field === 'lineOfSight' && (value === 'INSIDE' || value === 'OUTSIDE')) return [[field, value]];
  if (field === 'flightDateTimeOffsetMode' && (value === 'UTC' || value === 'LOCAL')) return [['offsetMode', value]];
  if (field === 'geometry' && value && typeof value === 'object') return [['geometry', value]];
  const path = formFieldOf(field);
  if (!path || typeof value !== 'string') return [];
  if (path.startsWith('general.') || path.startsWith('reserved[')) {
    // A date the server proposes comes in wire form, in the request's mode.
    const shown = wireToDisplay(value) || value;
    return [[path, shown]];
  }
  if (path in values || path.includes('.')) return [[path, value]];
  return [];
}

/** Applies a fix to plain values (what the form's `change` calls do, for the tests and the preview). */
export function applyFix(values: FlightFormValues, fix: FixLike): FlightFormValues {
  let next = values as unknown as Errors;
  for (const [path, value] of changesOfFix(fix, values)) next = setIn(next, path, value) as Errors;
  return next as unknown as FlightFormValues;
}

import { formatPoint } from './coordinates';
import { wrap } from './shr-message';
import { ShrInputError, type ShrPoint } from './shr-message.input';
import { fieldText } from './transliteration';

export type MovementKind = 'DEP' | 'ARR' | 'CNL';

/** What a DEP, ARR or CNL message of one flight date is written from. */
export interface MovementMessageInput {
  kind: MovementKind;
  /** The date's planned start (ISO instant): field 13's time of ARR and CNL, and DOF/ of all three. */
  plannedStartUtc: string;
  /** DEP: the actual off-block time (absent: the planned start); ARR: the actual landing time (required); CNL: ignored. */
  actualUtc?: string | null;
  /** ICAO location indicators; absent, ZZZZ with the point in DEP/ (DEST/). */
  departureAerodrome?: string | null;
  destinationAerodrome?: string | null;
  takeOffPoint?: ShrPoint | null;
  landingPoint?: ShrPoint | null;
  droneRegistrationNumbers: readonly string[];
  /** The flight's identifier the zonal centre gave in its SHR acknowledgement. */
  sid?: string | null;
}

export interface MovementMessage {
  kind: MovementKind;
  /** AFTN layout: one field per line, no line longer than 69 characters. */
  text: string;
  singleLine: string;
  /** The UTC date of the planned start, `YYYY-MM-DD` (DOF/ as YYMMDD). */
  dateOfFlight: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const UNKNOWN = 'ZZZZ';

/**
 * The movement messages of the message table (Табель сообщений), ICAO types DEP, ARR and CNL, for a БВС flight
 * announced by an SHR:
 *
 * ```
 * (DEP-ZZZZZ-ZZZZ0930-ZZZZ-DOF/241125 DEP/5545N03737E DEST/5545N03737E REG/0Y12345 SID/7772251060)
 *   field 13: departure and actual off-block time; field 16: destination, no time
 * (ARR-ZZZZZ-ZZZZ0900-ZZZZ1045-DOF/241125 DEP/… DEST/… REG/… SID/…)
 *   field 13: departure and planned EOBT; field 17: arrival aerodrome and actual arrival time
 * (CNL-ZZZZZ-ZZZZ0900-ZZZZ-DOF/241125 DEP/… DEST/… REG/… SID/…)
 *   field 13: departure and planned EOBT; field 16: destination
 * ```
 *
 * DOF/ is the planned start's UTC date for all three, so the centre matches them to the SHR it acknowledged
 * (an ARR after midnight still names the SHR's day); SID/ is what links them to it beyond doubt.
 */
export function writeMovementMessage(input: MovementMessageInput): MovementMessage {
  const kind = input.kind;
  if (kind !== 'DEP' && kind !== 'ARR' && kind !== 'CNL') {
    throw new ShrInputError('invalid-time', 'kind', 'a movement message is DEP, ARR or CNL');
  }
  const planned = minute(input.plannedStartUtc, 'plannedStartUtc');
  const departure = aerodrome(input.departureAerodrome, 'departureAerodrome');
  const destination = aerodrome(input.destinationAerodrome, 'destinationAerodrome');

  let field13: string;
  let field1617: string;
  if (kind === 'DEP') {
    const actual = input.actualUtc ? minute(input.actualUtc, 'actualUtc') : planned;
    field13 = `-${departure}${hhmm(actual)}`;
    field1617 = `-${destination}`;
  } else if (kind === 'ARR') {
    if (!input.actualUtc) throw new ShrInputError('invalid-time', 'actualUtc', 'an ARR message needs the actual landing time');
    const landed = minute(input.actualUtc, 'actualUtc');
    if (landed.getTime() < planned.getTime() - 24 * 3600_000) {
      throw new ShrInputError('finish-not-after-start', 'actualUtc', 'the landing is more than a day before the planned start');
    }
    field13 = `-${departure}${hhmm(planned)}`;
    field1617 = `-${destination}${hhmm(landed)}`;
  } else {
    field13 = `-${departure}${hhmm(planned)}`;
    field1617 = `-${destination}`;
  }

  const iso = planned.toISOString();
  const dof = iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
  const field18 = [
    `DOF/${dof}`,
    departure === UNKNOWN && input.takeOffPoint ? `DEP/${formatPoint(input.takeOffPoint, false, 'takeOffPoint')}` : null,
    destination === UNKNOWN && input.landingPoint ? `DEST/${formatPoint(input.landingPoint, false, 'landingPoint')}` : null,
    registrations(input.droneRegistrationNumbers),
    sid(input.sid),
  ].filter((part): part is string => !!part);

  const fields = [`(${kind}-ZZZZZ`, field13, field1617, `-${field18.join(' ')})`];
  const lines = fields.flatMap(wrap);
  return { kind, text: lines.join('\n'), singleLine: lines.join(' '), dateOfFlight: iso.slice(0, 10) };
}

function minute(value: string, field: string): Date {
  const ms = typeof value === 'string' && ISO_INSTANT.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) {
    throw new ShrInputError('invalid-time', field, 'an ISO 8601 instant with a zone is required (e.g. 2024-01-01T09:00:00Z)');
  }
  return new Date(Math.floor(ms / 60_000) * 60_000);
}

function hhmm(date: Date): string {
  const iso = date.toISOString();
  return iso.slice(11, 13) + iso.slice(14, 16);
}

function aerodrome(code: string | null | undefined, field: string): string {
  if (code === null || code === undefined || code.trim() === '') return UNKNOWN;
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{4}$/.test(upper))
    throw new ShrInputError('invalid-aerodrome', field, 'an ICAO location indicator is 4 Latin letters (e.g. UUEE)');
  return upper;
}

function registrations(numbers: readonly string[] | undefined): string | null {
  const written = (numbers ?? []).map((n) => fieldText(n).replace(/ /g, '')).filter(Boolean);
  return written.length > 0 ? `REG/${written.join(' ')}` : null;
}

function sid(value: string | null | undefined): string | null {
  const written = fieldText(value ?? '').replace(/ /g, '');
  return written ? `SID/${written}` : null;
}

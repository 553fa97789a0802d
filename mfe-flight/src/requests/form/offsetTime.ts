import { DateTime } from 'luxon';
import { MOSCOW_ZONE } from '@nebo/shared-ui';

/**
 * The dates of a flight request (flights design, decision 3): every `start`/`finish` travels as
 * `YYYY-MM-DDTHH:mm:ss` **in the request's offset mode** (UTC, or LOCAL = Moscow time) with no offset
 * suffix, and the form shows it as `DD.MM.YYYY HH:mm` in the same mode. Switching the mode rewrites
 * the shown wall times so that they name the same instants: nothing shifts, however often it is switched.
 * Pure functions, no clock (the caller passes "now").
 */
export type OffsetMode = 'UTC' | 'LOCAL';

export const OFFSET_MODES: readonly OffsetMode[] = ['UTC', 'LOCAL'];
export const DISPLAY_DATE_TIME = 'dd.LL.yyyy HH:mm';
export const WIRE_DATE_TIME = "yyyy-LL-dd'T'HH:mm:ss";
/** The mask of a date-time field (shared-ui mask tokens: 9 = a digit). */
export const DATE_TIME_MASK = '99.99.9999 99:99';

const DISPLAY_PATTERN = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const WIRE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

export function zoneOf(mode: OffsetMode): string {
  return mode === 'LOCAL' ? MOSCOW_ZONE : 'UTC';
}

/** A shown wall time read in `mode`, or null while it is incomplete or not a real date. */
export function parseWallTime(display: string | null | undefined, mode: OffsetMode): DateTime | null {
  if (!display || !DISPLAY_PATTERN.test(display.trim())) return null;
  const parsed = DateTime.fromFormat(display.trim(), DISPLAY_DATE_TIME, { zone: zoneOf(mode) });
  return parsed.isValid ? parsed : null;
}

/** '2026-12-01T01:30:00' → '01.12.2026 01:30' (the same wall time: the wire and the form share the mode). */
export function wireToDisplay(wire: string | null | undefined): string {
  if (!wire || !WIRE_PATTERN.test(wire)) return '';
  const parsed = DateTime.fromISO(wire, { zone: 'UTC' });
  return parsed.isValid ? parsed.toFormat(DISPLAY_DATE_TIME) : '';
}

/** '01.12.2026 01:30' → '2026-12-01T01:30:00', or null when it is not a complete, real date-time. */
export function displayToWire(display: string | null | undefined): string | null {
  const parsed = parseWallTime(display, 'UTC');
  return parsed ? parsed.toFormat(WIRE_DATE_TIME) : null;
}

/**
 * The same instant as a wall time of another mode: LOCAL '01.12.2026 01:30' → UTC '30.11.2026 22:30'.
 * An incomplete value is left as typed (the user has not finished it; there is nothing to convert).
 */
export function convertWallTime(display: string, from: OffsetMode, to: OffsetMode): string {
  if (from === to) return display;
  const parsed = parseWallTime(display, from);
  return parsed ? parsed.setZone(zoneOf(to)).toFormat(DISPLAY_DATE_TIME) : display;
}

/** The instant a wall time of `mode` names, as an ISO string in UTC (for "is it in the past" and ordering). */
export function instantOf(display: string, mode: OffsetMode): string | null {
  const parsed = parseWallTime(display, mode);
  return parsed ? parsed.toUTC().toISO() : null;
}

/** Minutes from start to finish, or null when either is not a date-time. */
export function minutesBetween(start: string, finish: string, mode: OffsetMode): number | null {
  const a = parseWallTime(start, mode);
  const b = parseWallTime(finish, mode);
  return a && b ? Math.round(b.diff(a, 'minutes').minutes) : null;
}

/** True when the wall time (read in `mode`) is before `now`. */
export function isBefore(display: string, mode: OffsetMode, now: DateTime): boolean {
  const parsed = parseWallTime(display, mode);
  return parsed !== null && parsed.toMillis() < now.toMillis();
}

import { FlightOffsetMode, LOCAL_OFFSET_MINUTES } from '@nebo/shared-vocabulary';

/**
 * Date-times of a flight request travel as `YYYY-MM-DDTHH:mm:ss` without an offset, in the request's
 * offset mode (docs/requirements.md#decision-flight-dates): UTC, or LOCAL = Moscow time, UTC+3. The
 * server stores instants and the mode, so a round trip never shifts a time.
 */
const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

export function offsetMinutes(mode: FlightOffsetMode): number {
  return mode === 'LOCAL' ? LOCAL_OFFSET_MINUTES : 0;
}

/** The instant a wire date-time names in `mode`; null when it is not a real `YYYY-MM-DDTHH:mm:ss`. */
export function parseFlightDateTime(text: string, mode: FlightOffsetMode): Date | null {
  const match = WIRE_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  return new Date(utc - offsetMinutes(mode) * 60_000);
}

/** The wire form of an instant in `mode`. */
export function formatFlightDateTime(instant: Date, mode: FlightOffsetMode): string {
  return new Date(instant.getTime() + offsetMinutes(mode) * 60_000).toISOString().slice(0, 19);
}

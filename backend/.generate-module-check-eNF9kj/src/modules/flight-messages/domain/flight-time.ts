import { ShrInputError, type ShrFlightDate } from './shr-message.input';

/** The longest flight field 16 can carry: its elapsed time is HHMM. */
const MAX_ELAPSED_MINUTES = 99 * 60 + 59;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One flight window as the message writes it: all in UTC. */
export interface FlightTimes {
  /** Start instant (ms), for ordering. */
  startMs: number;
  /** `YYYY-MM-DD`, the UTC date of the start. */
  date: string;
  /** DOF/: `YYMMDD`. */
  dof: string;
  /** Field 13's time, the start in UTC: `HHMM` (seconds dropped). */
  eobt: string;
  /** Field 16's total estimated elapsed time, finish − start rounded up to a minute: `HHMM`. */
  elapsed: string;
}

/**
 * Reads a flight window. The start's UTC date is the message's DOF/ even when the flight crosses midnight
 * (23:00–01:30 UTC is one message, DOF of the first day, EOBT 2300, elapsed 0230); a time given in Moscow
 * time is written in UTC, so 01:00 MSK on the 2nd is DOF of the 1st, EOBT 2200.
 */
export function flightTimes(window: ShrFlightDate, field: string): FlightTimes {
  const startMs = instant(window?.start, `${field}.start`);
  const finishMs = instant(window?.finish, `${field}.finish`);
  const startMinute = Math.floor(startMs / 60_000);
  const elapsedMinutes = Math.ceil(finishMs / 60_000) - startMinute;
  if (finishMs <= startMs) throw new ShrInputError('finish-not-after-start', `${field}.finish`, 'the flight must finish after it starts');
  if (elapsedMinutes > MAX_ELAPSED_MINUTES) {
    throw new ShrInputError('duration-too-long', `${field}.finish`, 'a flight of one message lasts at most 99 h 59 min (field 16 is HHMM)');
  }
  const start = new Date(startMinute * 60_000);
  const iso = start.toISOString();
  return {
    startMs,
    date: iso.slice(0, 10),
    dof: iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10),
    eobt: iso.slice(11, 13) + iso.slice(14, 16),
    elapsed: two(Math.floor(elapsedMinutes / 60)) + two(elapsedMinutes % 60),
  };
}

function instant(value: unknown, field: string): number {
  const ms = typeof value === 'string' && ISO_INSTANT.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms))
    throw new ShrInputError('invalid-time', field, 'an ISO 8601 instant with a zone is required (e.g. 2024-01-01T09:00:00Z)');
  return ms;
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}

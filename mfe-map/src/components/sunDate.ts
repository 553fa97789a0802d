import { DateTime } from 'luxon';
import { MOSCOW_ZONE, displayDateToApi } from '@nebo/shared-ui';

// The sunrise panel's date as typed into a DD.MM.YYYY masked field: what it means and when it is wrong.

/** The years `GET /public/sunrise` answers for (the NOAA algorithm's stated range, as the backend checks). */
export const SUN_MIN_YEAR = 1901;
export const SUN_MAX_YEAR = 2099;

/** Today in Moscow as DD.MM.YYYY: the field's default, whatever the browser's zone. */
export const moscowTodayText = (now: DateTime = DateTime.now()): string => now.setZone(MOSCOW_ZONE).toFormat('dd.LL.yyyy');

export type SunDateCheck =
  /** A real date the backend answers for, as YYYY-MM-DD. */
  | { kind: 'date'; iso: string }
  /** Still being typed: no answer and, until the field is left, no error either. */
  | { kind: 'incomplete' }
  /** All eight digits, but no such day (31.02, month 13, day 00). */
  | { kind: 'impossible' }
  | { kind: 'outOfRange' };

export function checkSunDate(text: string): SunDateCheck {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text)) return { kind: 'incomplete' };
  const iso = displayDateToApi(text);
  if (!iso) return { kind: 'impossible' };
  const year = Number(iso.slice(0, 4));
  if (year < SUN_MIN_YEAR || year > SUN_MAX_YEAR) return { kind: 'outOfRange' };
  return { kind: 'date', iso };
}

/**
 * The day before or after a typed date (the field's arrow keys), as DD.MM.YYYY; null when the text is not
 * a date or the step would leave the answered years.
 */
export function shiftSunDate(text: string, days: number): string | null {
  const check = checkSunDate(text);
  if (check.kind !== 'date') return null;
  const shifted = DateTime.fromISO(check.iso, { zone: MOSCOW_ZONE }).plus({ days });
  if (shifted.year < SUN_MIN_YEAR || shifted.year > SUN_MAX_YEAR) return null;
  return shifted.toFormat('dd.LL.yyyy');
}

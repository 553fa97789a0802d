import { MOSCOW_TIME_ZONE } from '@nebo/shared-vocabulary';
import { DateTime } from 'luxon';

/** Every date the platform shows is Moscow time, whatever the browser's zone (docs/requirements.md#vocabulary-moscow-time). */
export const MOSCOW_ZONE = MOSCOW_TIME_ZONE;

export const DISPLAY_DATE = 'dd.LL.yyyy';
export const DISPLAY_DATE_TIME = 'dd.LL.yyyy HH:mm';
export const API_DATE = 'yyyy-LL-dd';
export const API_DATE_TIME = "yyyy-LL-dd'T'HH:mm:ss";

type DateInput = string | number | Date | DateTime;

function toDateTime(value: DateInput): DateTime {
  if (DateTime.isDateTime(value)) return value;
  if (value instanceof Date) return DateTime.fromJSDate(value);
  if (typeof value === 'number') return DateTime.fromMillis(value);
  return DateTime.fromISO(value, { setZone: true });
}

/** '2026-01-05T09:30:00Z' → '05.01.2026 12:30' (Moscow). Empty string for an invalid input. */
export function formatDateTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const dt = toDateTime(value);
  return dt.isValid ? dt.setZone(MOSCOW_ZONE).toFormat(DISPLAY_DATE_TIME) : '';
}

/**
 * A calendar date as DD.MM.YYYY. A bare 'YYYY-MM-DD' is a calendar day with no zone (a birth date),
 * so it is shown as is; an instant is converted to Moscow first.
 */
export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = DateTime.fromFormat(value, API_DATE, { zone: MOSCOW_ZONE });
    return day.isValid ? day.toFormat(DISPLAY_DATE) : '';
  }
  const dt = toDateTime(value);
  return dt.isValid ? dt.setZone(MOSCOW_ZONE).toFormat(DISPLAY_DATE) : '';
}

/** 'DD.MM.YYYY' (as typed in a masked field) → 'YYYY-MM-DD', or null when it is not a real date. */
export function displayDateToApi(value: string | null | undefined): string | null {
  if (!value || !/^\d{2}\.\d{2}\.\d{4}$/.test(value)) return null;
  const day = DateTime.fromFormat(value, DISPLAY_DATE, { zone: MOSCOW_ZONE });
  return day.isValid ? day.toFormat(API_DATE) : null;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'; empty string when the input is not a calendar date. */
export function apiDateToDisplay(value: string | null | undefined): string {
  if (!value) return '';
  const day = DateTime.fromISO(value.slice(0, 10), { zone: MOSCOW_ZONE });
  return day.isValid ? day.toFormat(DISPLAY_DATE) : '';
}

/** Full years between a birth date ('YYYY-MM-DD') and `today` (Moscow calendar), or null if invalid. */
export function ageInYears(birthDate: string, today: DateTime = DateTime.now().setZone(MOSCOW_ZONE)): number | null {
  const birth = DateTime.fromISO(birthDate, { zone: MOSCOW_ZONE });
  if (!birth.isValid) return null;
  const day = today.setZone(MOSCOW_ZONE).startOf('day');
  const years = Math.floor(day.diff(birth.startOf('day'), 'years').years);
  return Number.isFinite(years) ? years : null;
}

import type { FieldError } from '../../../common/errors/error-body';
import { isCalendarDate } from '../../../common/validation/is-calendar-date.decorator';

/** The longest range the statistics answer: a leap year, so "a year" always fits. */
export const MAX_RANGE_DAYS = 366;

/** A checked statistics range: inclusive calendar days (Moscow time), oldest first. */
export interface DayRange {
  dateFrom: string;
  dateTo: string;
  days: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day as UTC midnight in ms, or undefined when it is not a real calendar day in YYYY-MM-DD. */
export function parseDay(value: string): number | undefined {
  if (!isCalendarDate(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/**
 * Checks a `dateFrom`..`dateTo` query: both real days, not reversed, at most MAX_RANGE_DAYS days inclusive.
 * Returns the range's days, or the field errors (several at once, like the validation pipe).
 */
export function checkDayRange(dateFrom: string, dateTo: string): { range: DayRange } | { errors: FieldError[] } {
  const from = parseDay(dateFrom);
  const to = parseDay(dateTo);
  const errors: FieldError[] = [];
  if (from === undefined) errors.push({ field: 'dateFrom', error: 'must be a calendar date in YYYY-MM-DD' });
  if (to === undefined) errors.push({ field: 'dateTo', error: 'must be a calendar date in YYYY-MM-DD' });
  if (from === undefined || to === undefined) return { errors };
  if (to < from) return { errors: [{ field: 'dateTo', error: 'must not be before dateFrom' }] };
  const count = (to - from) / DAY_MS + 1;
  if (count > MAX_RANGE_DAYS) return { errors: [{ field: 'dateTo', error: `the range must not be longer than ${MAX_RANGE_DAYS} days` }] };
  const days = Array.from({ length: count }, (_, i) => new Date(from + i * DAY_MS).toISOString().slice(0, 10));
  return { range: { dateFrom, dateTo, days } };
}

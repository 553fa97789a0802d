import { DateTime } from 'luxon';
import { MOSCOW_ZONE, apiDateToDisplay, displayDateToApi } from '@nebo/shared-ui';

/** The server's limit (backend system module, domain/date-range.ts): a leap year, both ends included. */
export const MAX_RANGE_DAYS = 366;
/** The period the page opens with: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** A period as the API takes it: YYYY-MM-DD, both days included. */
export interface ApiRange {
  dateFrom: string;
  dateTo: string;
}

/** The period as typed in the form: DD.MM.YYYY. */
export interface DisplayRange {
  from: string;
  to: string;
}

export type RangeError = 'date' | 'reversed' | 'tooLong';

/** The last 30 days of the Moscow calendar, whatever the browser's zone. */
export function defaultRange(now: DateTime = DateTime.now()): ApiRange {
  const today = now.setZone(MOSCOW_ZONE).startOf('day');
  return { dateFrom: today.minus({ days: DEFAULT_RANGE_DAYS - 1 }).toISODate() ?? '', dateTo: today.toISODate() ?? '' };
}

export const toDisplayRange = (range: ApiRange): DisplayRange => ({
  from: apiDateToDisplay(range.dateFrom),
  to: apiDateToDisplay(range.dateTo),
});

/** The form's period checked as the server will check it, so a mistake is shown beside the field without a call. */
export function checkDisplayRange(range: DisplayRange): { range: ApiRange } | { errors: { from?: RangeError; to?: RangeError } } {
  const dateFrom = displayDateToApi(range.from);
  const dateTo = displayDateToApi(range.to);
  if (!dateFrom || !dateTo) return { errors: { ...(dateFrom ? {} : { from: 'date' }), ...(dateTo ? {} : { to: 'date' }) } };
  const days = DateTime.fromISO(dateTo, { zone: 'utc' }).diff(DateTime.fromISO(dateFrom, { zone: 'utc' }), 'days').days + 1;
  if (days < 1) return { errors: { to: 'reversed' } };
  if (days > MAX_RANGE_DAYS) return { errors: { to: 'tooLong' } };
  return { range: { dateFrom, dateTo } };
}

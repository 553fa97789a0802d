import { DateTime } from 'luxon';
import { formatDateTime, MOSCOW_ZONE } from '@nebo/shared-ui';
import type { FlightRequestListItem } from './flightRequestsApi';

/**
 * Flight dates of a list item in Moscow time (docs/requirements.md#vocabulary-moscow-time). Interval texts
 * carry no offset: they are written in the request's offset mode, UTC or LOCAL (= Moscow), so the mode
 * decides which instant a text names; a text with an offset (an instant) is read as such.
 */
export const DAY_KEY = 'yyyy-LL-dd';
export const MONTH_KEY = 'yyyy-LL';

export function toMoscow(value: string | null | undefined, mode: string | null | undefined): DateTime | null {
  if (!value) return null;
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const parsed = hasOffset
    ? DateTime.fromISO(value, { setZone: true })
    : DateTime.fromISO(value, { zone: mode === 'LOCAL' ? MOSCOW_ZONE : 'utc' });
  return parsed.isValid ? parsed.setZone(MOSCOW_ZONE) : null;
}

export interface FlightSpan {
  start: DateTime;
  finish: DateTime;
}

/** Every interval (the list's `dates`: general and reserved), in Moscow time, sorted by start; unreadable ones are left out. */
export function flightSpans(item: FlightRequestListItem): FlightSpan[] {
  return (item.dates ?? [])
    .flatMap((interval) => {
      const start = toMoscow(interval.start, item.flightDateTimeOffsetMode);
      const finish = toMoscow(interval.finish, item.flightDateTimeOffsetMode);
      return start && finish ? [{ start, finish: finish < start ? start : finish }] : [];
    })
    .sort((a, b) => a.start.toMillis() - b.start.toMillis());
}

/** The first flight's start in Moscow time: the server's `firstFlightDateTime`, else the earliest interval. */
export function firstFlight(item: FlightRequestListItem): DateTime | null {
  return toMoscow(item.firstFlightDateTime, item.flightDateTimeOffsetMode) ?? flightSpans(item)[0]?.start ?? null;
}

/** DD.MM.YYYY HH:mm (Moscow), or '' */
export function displayMoscow(value: DateTime | null | undefined): string {
  return value ? formatDateTime(value) : '';
}

/** An instant sent by the server (createdAt) as DD.MM.YYYY HH:mm Moscow. */
export function displayInstant(value: string | null | undefined): string {
  return formatDateTime(value ?? null);
}

/** The Moscow days an interval touches; a finish at exactly midnight does not touch the day it opens. */
export function daysOf(span: Pick<FlightSpan, 'start' | 'finish'>): string[] {
  const last = span.finish > span.start ? span.finish.minus({ milliseconds: 1 }) : span.start;
  const days: string[] = [];
  for (let day = span.start.startOf('day'); day <= last && days.length < 400; day = day.plus({ days: 1 })) days.push(day.toFormat(DAY_KEY));
  return days;
}

export interface CalendarEntry {
  item: FlightRequestListItem;
  span: FlightSpan;
  /** The flight began on an earlier day / goes on past this day. */
  continued: boolean;
  continues: boolean;
}

/** Each request on every Moscow day of each of its intervals, in order of start within a day. */
export function calendarEntries(items: readonly FlightRequestListItem[]): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const item of items) {
    for (const span of flightSpans(item)) {
      const days = daysOf(span);
      days.forEach((day, index) => {
        const entries = byDay.get(day) ?? [];
        entries.push({ item, span, continued: index > 0, continues: index < days.length - 1 });
        byDay.set(day, entries);
      });
    }
  }
  for (const entries of byDay.values()) entries.sort((a, b) => a.span.start.toMillis() - b.span.start.toMillis());
  return byDay;
}

/** The weeks (Monday first) that show a month, each day a Moscow date. */
export function monthWeeks(month: string): DateTime[][] {
  const first = DateTime.fromFormat(month, MONTH_KEY, { zone: MOSCOW_ZONE }).startOf('month');
  const start = first.minus({ days: first.weekday - 1 });
  const end = first.endOf('month');
  const weeks: DateTime[][] = [];
  for (let monday = start; monday <= end; monday = monday.plus({ weeks: 1 })) {
    weeks.push(Array.from({ length: 7 }, (_, index) => monday.plus({ days: index })));
  }
  return weeks;
}

export function isMonthKey(value: string | null): value is string {
  return Boolean(value && /^\d{4}-\d{2}$/.test(value) && DateTime.fromFormat(value, MONTH_KEY).isValid);
}

/** The months in which the page's requests fly, with how many requests fly in each, in order. */
export function flightMonths(items: readonly FlightRequestListItem[]): { month: string; count: number }[] {
  const counts = new Map<string, Set<string>>();
  for (const [day, entries] of calendarEntries(items)) {
    const month = day.slice(0, 7);
    const ids = counts.get(month) ?? new Set<string>();
    entries.forEach((entry) => ids.add(entry.item.id));
    counts.set(month, ids);
  }
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, ids]) => ({ month, count: ids.size }));
}

/** The month the calendar opens on: today's (Moscow) when a request of the page flies then, else the first flight's month. */
export function defaultMonth(items: readonly FlightRequestListItem[], now: DateTime = DateTime.now()): string {
  const today = now.setZone(MOSCOW_ZONE).toFormat(MONTH_KEY);
  const months = flightMonths(items);
  if (months.length === 0 || months.some((entry) => entry.month === today)) return today;
  const upcoming = months.find((entry) => entry.month > today);
  return (upcoming ?? months[months.length - 1]).month;
}

import { DateTime } from 'luxon';
import { formatDateTime, MOSCOW_ZONE } from '@nebo/shared-ui';

/**
 * A reviewer compares the request with the centre's own plans, which are kept in UTC, so every flight time is
 * shown twice: Moscow time (the platform's) and UTC.
 */
const DISPLAY = 'dd.LL.yyyy HH:mm';

const parse = (value: string | null | undefined): DateTime | null => {
  if (!value) return null;
  const dt = DateTime.fromISO(value, { setZone: true });
  return dt.isValid ? dt : null;
};

/** '2026-12-01T07:30:00Z' → '01.12.2026 10:30'; '' for nothing or an unreadable value. */
export function moscowText(value: string | null | undefined): string {
  return parse(value) ? formatDateTime(value) : '';
}

/** '2026-12-01T07:30:00Z' → '01.12.2026 07:30'. */
export function utcText(value: string | null | undefined): string {
  return parse(value)?.toUTC().toFormat(DISPLAY) ?? '';
}

export interface SpanText {
  moscow: string;
  utc: string;
}

/**
 * A flight interval in both zones; the finish keeps only its clock when it falls on the start's day in that
 * zone ('01.12.2026 10:30 — 12:00'), and its date too when it does not (a night flight).
 */
export function spanText(startAt: string | null | undefined, finishAt: string | null | undefined): SpanText {
  const start = parse(startAt);
  const finish = parse(finishAt);
  if (!start) return { moscow: '', utc: '' };
  const inZone = (zone: string): string => {
    const from = start.setZone(zone);
    if (!finish) return from.toFormat(DISPLAY);
    const to = finish.setZone(zone);
    return `${from.toFormat(DISPLAY)} — ${to.toFormat(from.hasSame(to, 'day') ? 'HH:mm' : DISPLAY)}`;
  };
  return { moscow: inZone(MOSCOW_ZONE), utc: inZone('utc') };
}

/** Today in Moscow as YYYY-MM-DD: a permission cannot be dated later than that. */
export function moscowToday(now: DateTime = DateTime.now()): string {
  return now.setZone(MOSCOW_ZONE).toFormat('yyyy-LL-dd');
}

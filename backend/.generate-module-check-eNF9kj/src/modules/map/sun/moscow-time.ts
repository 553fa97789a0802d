/**
 * Moscow time formatting. The platform shows dates in the Moscow zone (docs/requirements.md#vocabulary-moscow-time);
 * the offset is read from the time-zone database rather than hard-coded, so dates before 2014 (when Moscow
 * kept UTC+4, and summer time before 2011) come out right too.
 */
import { MOSCOW_TIME_ZONE } from '@nebo/shared-vocabulary';

/** Re-exported for the sunrise answer's `timeZone`. */
export { MOSCOW_TIME_ZONE };

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: MOSCOW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** ISO 8601 with Moscow's offset, e.g. "2026-06-21T03:44:12+03:00". */
export function formatMoscowIso(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName.replace('GMT', '');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** Today's calendar date in Moscow, as YYYY-MM-DD. */
export function moscowToday(now: Date = new Date()): string {
  return formatMoscowIso(now).slice(0, 10);
}

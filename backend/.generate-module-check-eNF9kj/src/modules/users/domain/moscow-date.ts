// The platform shows and judges dates in Moscow time (docs/requirements.md#vocabulary-moscow-time).
import { MOSCOW_TIME_ZONE } from '@nebo/shared-vocabulary';

// en-CA formats as YYYY-MM-DD.
const moscowDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MOSCOW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Moscow at the given instant, as YYYY-MM-DD. */
export function moscowDate(instant: Date): string {
  return moscowDateFormat.format(instant);
}

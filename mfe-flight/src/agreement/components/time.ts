import { DateTime } from 'luxon';
import { MOSCOW_ZONE } from '@nebo/shared-ui';

/** '2026-11-25T07:30:00Z' → '25.11.2026 07:30' (UTC, shown beside the Moscow time the platform shows everywhere). */
export function formatUtc(value: string | null | undefined): string {
  if (!value) return '';
  const dt = DateTime.fromISO(value, { setZone: true });
  return dt.isValid ? dt.toUTC().toFormat('dd.LL.yyyy HH:mm') : '';
}

/** The Moscow clock time of an instant: 'HH:mm'. */
export function formatMoscowClock(value: string | null | undefined): string {
  if (!value) return '';
  const dt = DateTime.fromISO(value, { setZone: true });
  return dt.isValid ? dt.setZone(MOSCOW_ZONE).toFormat('HH:mm') : '';
}

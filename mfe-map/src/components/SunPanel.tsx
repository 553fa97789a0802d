import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MOSCOW_ZONE } from '@nebo/shared-ui';
import { fetchSunrise } from '../api/mapApi';
import { formatLatLng } from '../geo/coordinates';
import type { LatLng, SunriseResponse } from '../geo/types';
import { NAMESPACE } from '../namespace';
import { ErrorText, Facts, Muted, Panel } from './panelStyles';

/** Today in Moscow as YYYY-MM-DD (the spec's dates are Moscow dates). */
export const moscowToday = (): string => DateTime.now().setZone(MOSCOW_ZONE).toISODate() as string;

const time = (iso: string | null): string | null => (iso ? DateTime.fromISO(iso, { setZone: true }).toFormat('HH:mm') : null);

/** Sunrise and sunset for the clicked point and a chosen date (`GET /public/sunrise`, Moscow time). */
export function SunPanel({ point, date, onDate }: { point: LatLng | null; date: string; onDate: (date: string) => void }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const sun = useQuery({
    queryKey: ['map', 'sunrise', point?.lat, point?.lng, date],
    queryFn: ({ signal }) => fetchSunrise(point as LatLng, date, signal),
    enabled: point !== null && /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: Infinity,
  });

  return (
    <Panel aria-labelledby={`${id}-title`} aria-live="polite" data-testid="map-sun">
      <h2 id={`${id}-title`}>{t('sun.title')}</h2>
      <label style={{ display: 'grid', gap: 4, fontSize: 14 }}>
        {t('sun.date')}
        <input type="date" value={date} onChange={(event) => onDate(event.target.value)} style={{ font: 'inherit', padding: '6px 8px' }} />
      </label>
      {point === null ? <Muted>{t('sun.hint')}</Muted> : null}
      {point !== null ? (
        <Facts>
          <dt>{t('sun.point')}</dt>
          <dd>{formatLatLng(point, 'dms')}</dd>
        </Facts>
      ) : null}
      {point !== null && sun.isFetching ? <Muted>{t('sun.loading')}</Muted> : null}
      {point !== null && sun.isError ? <ErrorText role="alert">{t('sun.error', { message: sun.error.message })}</ErrorText> : null}
      {point !== null && sun.data ? <SunFacts sun={sun.data} /> : null}
    </Panel>
  );
}

function SunFacts({ sun }: { sun: SunriseResponse }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const hours = Math.floor(sun.dayLength / 3600);
  const minutes = Math.round((sun.dayLength % 3600) / 60);
  return (
    <>
      {sun.polar ? <p style={{ margin: 0, fontWeight: 600 }}>{t(`sun.${sun.polar}`)}</p> : null}
      <Facts>
        <dt>{t('sun.sunrise')}</dt>
        <dd data-testid="sunrise-time">{time(sun.sunrise) ?? '—'}</dd>
        <dt>{t('sun.sunset')}</dt>
        <dd data-testid="sunset-time">{time(sun.sunset) ?? '—'}</dd>
        <dt>{t('sun.civilDawn')}</dt>
        <dd>{time(sun.civilDawn) ?? '—'}</dd>
        <dt>{t('sun.civilDusk')}</dt>
        <dd>{time(sun.civilDusk) ?? '—'}</dd>
        <dt>{t('sun.dayLength')}</dt>
        <dd>{t('sun.hours', { hours, minutes })}</dd>
      </Facts>
      <Muted>{t('sun.timeZone')}</Muted>
    </>
  );
}

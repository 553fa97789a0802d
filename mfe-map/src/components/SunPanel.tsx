import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MASKS, TextField } from '@nebo/shared-ui';
import { fetchSunrise } from '../api/mapApi';
import { formatLatLng } from '../geo/coordinates';
import type { LatLng, SunriseResponse } from '../geo/types';
import { NAMESPACE } from '../namespace';
import { ErrorText, Facts, Muted, Panel } from './panelStyles';
import { SUN_MAX_YEAR, SUN_MIN_YEAR, checkSunDate, moscowTodayText, shiftSunDate } from './sunDate';

const time = (iso: string | null): string | null => (iso ? DateTime.fromISO(iso, { setZone: true }).toFormat('HH:mm') : null);

/**
 * Sunrise and sunset for the clicked point and a chosen date (`GET /public/sunrise`, Moscow time). The date
 * is typed as DD.MM.YYYY into a masked field (no calendar: the browser's date input follows its own locale),
 * today in Moscow by default; the arrow keys step a day.
 */
export function SunPanel({ point }: { point: LatLng | null }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [text, setText] = useState(moscowTodayText);
  const [left, setLeft] = useState(false);
  const check = checkSunDate(text);
  const date = check.kind === 'date' ? check.iso : null;
  const sun = useQuery({
    queryKey: ['map', 'sunrise', point?.lat, point?.lng, date],
    queryFn: ({ signal }) => fetchSunrise(point as LatLng, date as string, signal),
    enabled: point !== null && date !== null,
    staleTime: Infinity,
  });

  // The answer for the point and the typed date; none while the date is not a date.
  const shown = point !== null && date !== null ? sun.data : undefined;

  // An impossible or out-of-range date is said as soon as it is complete; a partial one once the field is left.
  const error =
    check.kind === 'impossible'
      ? t('sun.dateImpossible', { value: text })
      : check.kind === 'outOfRange'
        ? t('sun.dateRange', { min: SUN_MIN_YEAR, max: SUN_MAX_YEAR })
        : check.kind === 'incomplete' && left
          ? t('sun.dateFormat')
          : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const next = shiftSunDate(text, event.key === 'ArrowUp' ? 1 : -1);
    if (next === null) return;
    event.preventDefault();
    setText(next);
  };

  return (
    <Panel aria-labelledby={`${id}-title`} aria-live="polite" data-testid="map-sun">
      <h2 id={`${id}-title`}>{t('sun.title')}</h2>
      <TextField
        label={t('sun.date')}
        hint={t('sun.dateHint')}
        value={text}
        mask={MASKS.date}
        onChange={(value) => {
          setText(value);
          setLeft(false);
        }}
        onBlur={() => setLeft(true)}
        onKeyDown={onKeyDown}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('sun.datePlaceholder')}
        data-testid="sun-date"
      />
      {text !== moscowTodayText() ? (
        <div>
          <Button type="button" $size="sm" $variant="secondary" onClick={() => setText(moscowTodayText())}>
            {t('sun.today')}
          </Button>
        </div>
      ) : null}
      {point === null ? <Muted>{t('sun.hint')}</Muted> : null}
      {point !== null && shown?.polar ? <p style={{ margin: 0, fontWeight: 600 }}>{t(`sun.${shown.polar}`)}</p> : null}
      {point !== null ? (
        // One list for the point and its times, so their values line up in one column.
        <Facts>
          <dt>{t('sun.point')}</dt>
          <dd>{formatLatLng(point, 'dms')}</dd>
          {shown ? <SunRows sun={shown} /> : null}
        </Facts>
      ) : null}
      {point !== null && sun.isFetching ? <Muted>{t('sun.loading')}</Muted> : null}
      {point !== null && sun.isError ? <ErrorText role="alert">{t('sun.error', { message: sun.error.message })}</ErrorText> : null}
      {shown ? <Muted>{t('sun.timeZone')}</Muted> : null}
    </Panel>
  );
}

/** Day length as whole hours and minutes (59 min 59 s is 1 h 0 min, not 0 h 60 min). */
export function dayLengthParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.round(seconds / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

function SunRows({ sun }: { sun: SunriseResponse }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <dt>{t('sun.sunrise')}</dt>
      <dd data-testid="sunrise-time">{time(sun.sunrise) ?? '—'}</dd>
      <dt>{t('sun.sunset')}</dt>
      <dd data-testid="sunset-time">{time(sun.sunset) ?? '—'}</dd>
      <dt>{t('sun.civilDawn')}</dt>
      <dd>{time(sun.civilDawn) ?? '—'}</dd>
      <dt>{t('sun.civilDusk')}</dt>
      <dd>{time(sun.civilDusk) ?? '—'}</dd>
      <dt>{t('sun.dayLength')}</dt>
      <dd>{t('sun.hours', dayLengthParts(sun.dayLength))}</dd>
    </>
  );
}

import { DateTime, Info } from 'luxon';
import { useId, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { type DefaultTheme } from 'styled-components';
import { Button, MOSCOW_ZONE, useLocale, VisuallyHidden } from '@nebo/shared-ui';
import { calendarEntries, DAY_KEY, displayMoscow, flightMonths, MONTH_KEY, monthWeeks, type CalendarEntry } from './flightDates';
import type { FlightRequestListItem } from './flightRequestsApi';
import { nameOf } from './labels';
import { StatusBadge } from './StatusBadge';
import { useNarrowScreen } from './useNarrowScreen';
import { NAMESPACE } from '../../namespace';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    min-width: 10em;
  }
  .nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentActive};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

function statusColour(status: string, theme: DefaultTheme): string {
  const colours: Record<string, string> = {
    CREATED: theme.colors.accent,
    PENDING: '#d99a1c',
    ALLOWED: theme.colors.success,
    REJECTED: theme.colors.error,
    EXPIRED: theme.colors.borderStrong,
  };
  return colours[status] ?? theme.colors.textMuted;
}

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.size.xs};
  th {
    padding: ${({ theme }) => theme.spacing(2)};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-align: left;
  }
  td {
    height: 104px;
    padding: ${({ theme }) => theme.spacing(1)};
    vertical-align: top;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  td[data-outside='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .day {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    height: 24px;
    margin-bottom: 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  td[data-today='true'] .day {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
`;

const EntryLink = styled(Link)<{ $status: string }>`
  display: block;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 3px solid ${({ theme, $status }) => statusColour($status, theme)};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.3;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .time {
    display: block;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .name {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const Agenda = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  > li {
    padding: ${({ theme }) => theme.spacing(3)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  ul li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  ul a {
    white-space: normal;
    font-size: ${({ theme }) => theme.typography.size.sm};
    flex: 1 1 200px;
  }
`;

/** "23:00–…" on the day a night flight starts, "…–01:00" on the next. */
const timeOf = (entry: CalendarEntry): string =>
  `${entry.continued ? '…' : entry.span.start.toFormat('HH:mm')}–${entry.continues ? '…' : entry.span.finish.toFormat('HH:mm')}`;

function Entry({ entry }: { entry: CalendarEntry }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const time = `${displayMoscow(entry.span.start)} – ${displayMoscow(entry.span.finish)}`;
  const name = nameOf(entry.item, t);
  const label = t('requestsList.calendar.entry', { name, time });
  return (
    <EntryLink to={localize(`/flight/requests/${entry.item.id}/`)} aria-label={label} title={label} $status={entry.item.status}>
      <span className="time">{timeOf(entry)}</span>
      <span className="name">{name}</span>
    </EntryLink>
  );
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The page's requests on a month grid by their flight dates (Moscow time): each request on every day one of
 * its intervals touches, a flight across midnight on both days. Below md the month is an agenda of the days
 * with flights. The month lives in the address (`?month=YYYY-MM`).
 */
export function RequestsCalendar({
  items,
  month,
  onMonth,
}: {
  items: readonly FlightRequestListItem[];
  month: string;
  onMonth: (month: string) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { locale } = useLocale();
  const narrow = useNarrowScreen();
  const titleId = useId();
  const byDay = useMemo(() => calendarEntries(items), [items]);
  const months = useMemo(() => flightMonths(items), [items]);
  const first = DateTime.fromFormat(month, MONTH_KEY, { zone: MOSCOW_ZONE, locale });
  const today = DateTime.now().setZone(MOSCOW_ZONE);
  const todayKey = today.toFormat(DAY_KEY);
  const title = capitalise(first.toFormat('LLLL yyyy'));
  const weeks = monthWeeks(month);
  const daysWithFlights = weeks
    .flat()
    .filter((day) => day.month === first.month && byDay.has(day.toFormat(DAY_KEY)))
    .map((day) => ({ day, entries: byDay.get(day.toFormat(DAY_KEY)) ?? [] }));
  const weekdaysShort = Info.weekdays('short', { locale });
  const weekdaysLong = Info.weekdays('long', { locale });
  const monthName = (key: string) => capitalise(DateTime.fromFormat(key, MONTH_KEY, { locale }).toFormat('LLL yyyy'));
  const dayName = (day: DateTime) => capitalise(day.setLocale(locale).toFormat('cccc, dd.LL.yyyy'));

  return (
    <Frame aria-label={t('requestsList.calendar.label')}>
      <Header>
        <h2 id={titleId} aria-live="polite">
          {title}
        </h2>
        <div className="nav">
          <Button $variant="secondary" $size="sm" onClick={() => onMonth(first.minus({ months: 1 }).toFormat(MONTH_KEY))}>
            <span aria-hidden="true">←</span>
            <VisuallyHidden>{t('requestsList.calendar.previous')}</VisuallyHidden>
          </Button>
          <Button $variant="secondary" $size="sm" onClick={() => onMonth(today.toFormat(MONTH_KEY))}>
            {t('requestsList.calendar.today')}
          </Button>
          <Button $variant="secondary" $size="sm" onClick={() => onMonth(first.plus({ months: 1 }).toFormat(MONTH_KEY))}>
            <span aria-hidden="true">→</span>
            <VisuallyHidden>{t('requestsList.calendar.next')}</VisuallyHidden>
          </Button>
        </div>
      </Header>
      {months.length > 0 ? (
        <Months role="group" aria-label={t('requestsList.calendar.monthsWithFlights')}>
          <span aria-hidden="true">{t('requestsList.calendar.monthsWithFlights')}</span>
          {months.map((entry) => (
            <Button key={entry.month} $variant="ghost" $size="sm" aria-current={entry.month === month} onClick={() => onMonth(entry.month)}>
              {t('requestsList.calendar.monthCount', { month: monthName(entry.month), count: entry.count })}
            </Button>
          ))}
        </Months>
      ) : null}
      <Hint>{t('requestsList.calendar.hint')}</Hint>
      {narrow ? (
        daysWithFlights.length === 0 ? (
          <Hint role="status">{t('requestsList.calendar.nothingThisMonth')}</Hint>
        ) : (
          <Agenda aria-label={title}>
            {daysWithFlights.map(({ day, entries }) => (
              <li key={day.toFormat(DAY_KEY)}>
                <h3>{dayName(day)}</h3>
                <ul>
                  {entries.map((entry, index) => (
                    <li key={`${entry.item.id}-${index}`}>
                      <Entry entry={entry} />
                      <StatusBadge status={entry.item.status} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </Agenda>
        )
      ) : (
        <>
          {daysWithFlights.length === 0 ? <Hint role="status">{t('requestsList.calendar.nothingThisMonth')}</Hint> : null}
          <Grid aria-labelledby={titleId}>
            <thead>
              <tr>
                {weekdaysShort.map((name, index) => (
                  <th key={name} scope="col" abbr={weekdaysLong[index]}>
                    {capitalise(name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0].toFormat(DAY_KEY)}>
                  {week.map((day) => {
                    const key = day.toFormat(DAY_KEY);
                    const entries = byDay.get(key) ?? [];
                    return (
                      <td key={key} data-day={key} data-outside={day.month !== first.month} data-today={key === todayKey}>
                        <span className="day" aria-hidden="true">
                          {day.day}
                        </span>
                        <VisuallyHidden>{dayName(day)}</VisuallyHidden>
                        {entries.length > 0 ? (
                          <ul>
                            {entries.map((entry, index) => (
                              <li key={`${entry.item.id}-${index}`}>
                                <Entry entry={entry} />
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Grid>
        </>
      )}
    </Frame>
  );
}

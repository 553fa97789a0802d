import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Card, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { authorityKeys, fetchDashboard } from '../api/authorityApi';
import type { AuthorityDashboardDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { nameOf } from '../review/components/labels';
import { spanText } from '../review/time';
import { TodayMap } from './TodayMap';

/** The overview refreshes itself: a reviewer keeps it open while requests come in. */
const REFRESH_MS = 60_000;

const Counters = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Counter = styled.li<{ $tone: 'accent' | 'success' | 'error' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  .value {
    font-size: ${({ theme }) => theme.typography.size.display};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  .label {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const Flights = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(1, 4)};
    padding: ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dl {
    display: contents;
  }
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  @media (max-width: 767.98px) {
    li {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function InFlight({ items }: { items: AuthorityDashboardDto['inFlight'] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  if (items.length === 0) return <Muted>{t('dashboard.inFlight.empty')}</Muted>;
  return (
    <Flights>
      {items.map((item) => (
        <li key={item.dateId}>
          <dl>
            <div>
              <dt>{t('dashboard.inFlight.request')}</dt>
              <dd>
                <Link to={localize(`/agreement/flight-requests/${item.flightRequestId}/`)}>{nameOf(item, t)}</Link>
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.inFlight.applicant')}</dt>
              <dd>{item.applicantName || t('review.none')}</dd>
            </div>
            <div>
              <dt>{t('dashboard.inFlight.interval')}</dt>
              <dd>{spanText(item.startAt, item.finishAt).moscow}</dd>
            </div>
            <div>
              <dt>{t('dashboard.inFlight.sid')}</dt>
              <dd>{item.sid ?? '—'}</dd>
            </div>
          </dl>
        </li>
      ))}
    </Flights>
  );
}

/** /agreement/dashboard/ — the working day at a glance: what waits, what was decided today, what flies now and today. */
export function DashboardPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const dashboard = useQuery({ queryKey: authorityKeys.dashboard, queryFn: fetchDashboard, refetchInterval: REFRESH_MS });
  return (
    <Stack $gap={6}>
      <PageHeading title={t('dashboard.title')} description={t('dashboard.lead')} />
      <QueryBoundary query={dashboard} errorTitle={t('dashboard.loadFailed')}>
        {(data) => (
          <Stack $gap={6}>
            <Counters>
              <Counter $tone="accent">
                <span className="value">{data.awaiting}</span>
                <span className="label">{t('dashboard.awaiting')}</span>
                <Link to={`${localize('/agreement/flight-requests/')}?status=AWAITING`}>{t('dashboard.awaitingLink')}</Link>
              </Counter>
              <Counter $tone="success">
                <span className="value">{data.decidedToday.approved}</span>
                <span className="label">{t('dashboard.approvedToday')}</span>
                <Muted>{t('dashboard.todayHint')}</Muted>
              </Counter>
              <Counter $tone="error">
                <span className="value">{data.decidedToday.rejected}</span>
                <span className="label">{t('dashboard.rejectedToday')}</span>
                <Muted>{t('dashboard.todayHint')}</Muted>
              </Counter>
            </Counters>
            <Card title={t('dashboard.inFlight.title')} aria-label={t('dashboard.inFlight.title')}>
              <InFlight items={data.inFlight} />
            </Card>
            <Card title={t('dashboard.today.title')} aria-label={t('dashboard.today.title')}>
              <TodayMap flights={data.todaysFlights} area={data.areaGeometry} />
            </Card>
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useLocale } from '@nebo/shared-ui';
import { displayMoscow, firstFlight, flightSpans } from './flightDates';
import type { FlightRequestListItem, PurposeItem } from './flightRequestsApi';
import { droneOf, purposeOf, nameOf } from './labels';
import { ItemActions } from './RequestsTable';
import { StatusBadge } from './StatusBadge';
import { AgreementChips } from '../components/AgreementChips';
import type { RequestActions } from './useRequestActions';
import { NAMESPACE } from '../../namespace';
import { describeRoute } from '../routeDescription';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  header {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.spacing(1, 3)};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .more {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  footer {
    margin-top: auto;
  }
`;

/** The requests as tiles: name and status (with each approving body's) first, then the purpose, the flight dates, the drone and the route. */
export function RequestsTiles({
  items,
  purposes,
  actions,
}: {
  items: readonly FlightRequestListItem[];
  purposes: readonly PurposeItem[];
  actions: RequestActions;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const none = t('requestsList.none');
  return (
    <Tiles aria-label={t('requestsList.tilesLabel')}>
      {items.map((item) => {
        const first = firstFlight(item);
        const more = Math.max(0, flightSpans(item).length - 1);
        return (
          <Tile key={item.id}>
            <header>
              <StatusBadge status={item.status} />
              <AgreementChips statuses={item.agreementStatuses} name={nameOf(item, t)} />
              <h2>
                <Link to={localize(`/flight/requests/${item.id}/`)}>{nameOf(item, t)}</Link>
              </h2>
            </header>
            <dl>
              <dt>{t('requestsList.columns.purpose')}</dt>
              <dd>{purposeOf(item, t, purposes) || none}</dd>
              <dt>{t('requestsList.columns.firstFlight')}</dt>
              <dd>
                {first ? displayMoscow(first) : t('requestsList.noDates')}
                {more > 0 ? <span className="more">{t('requestsList.moreDates', { count: more })}</span> : null}
              </dd>
              <dt>{t('requestsList.columns.drone')}</dt>
              <dd>{droneOf(item) || none}</dd>
              <dt>{t('requestsList.columns.route')}</dt>
              <dd>{describeRoute(item.geometry, t) || (item.geometry ? none : t('requestsList.noRoute'))}</dd>
            </dl>
            <footer>
              <ItemActions item={item} actions={actions} />
            </footer>
          </Tile>
        );
      })}
    </Tiles>
  );
}

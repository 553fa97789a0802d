import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, media, useLocale } from '@nebo/shared-ui';
import { displayInstant, displayMoscow, firstFlight, flightSpans } from './flightDates';
import type { FlightRequestListItem, PurposeItem } from './flightRequestsApi';
import { droneParts, purposeOf, nameOf } from './labels';
import { StatusBadge } from './StatusBadge';
import { AgreementChips } from '../components/AgreementChips';
import type { RequestActions } from './useRequestActions';
import { NAMESPACE } from '../../namespace';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/** A table from md up; below it each row becomes a card of label–value lines (the labels come from data-label). */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .nowrap {
    white-space: nowrap;
  }
  ${media.up('md')} {
    td.actions > div {
      flex-wrap: nowrap;
    }
  }
  .more {
    display: block;
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  ${media.down('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr + tr td {
      border-top: 0;
    }
    tr {
      padding: ${({ theme }) => theme.spacing(2, 0)};
    }
    td {
      display: grid;
      grid-template-columns: 9em 1fr;
      gap: ${({ theme }) => theme.spacing(3)};
      padding: ${({ theme }) => theme.spacing(1, 3)};
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td.title {
      grid-template-columns: 1fr;
      font-size: ${({ theme }) => theme.typography.size.md};
    }
    td.title::before {
      content: none;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Delete is quiet in a row (a ghost button) but red, as what it does cannot be undone. */
const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.error};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.error};
    background: ${({ theme }) => theme.colors.errorSoft};
  }
`;

/** Copy (always) and delete (only a deletable request), each named with the request for screen readers. */
export function ItemActions({ item, actions }: { item: FlightRequestListItem; actions: RequestActions }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const copying = actions.copyingId === item.id;
  return (
    <Actions>
      <Button
        $variant="secondary"
        $size="sm"
        aria-label={t('requestsList.copyOf', { name: nameOf(item, t) })}
        disabled={actions.copyingId !== null}
        aria-busy={copying || undefined}
        onClick={() => actions.copy(item)}
      >
        {copying ? t('requestsList.copying') : t('requestsList.copy')}
      </Button>
      {item.deletable ? (
        <DeleteButton
          $variant="ghost"
          $size="sm"
          aria-label={t('requestsList.deleteOf', { name: nameOf(item, t) })}
          onClick={() => actions.askDelete(item)}
        >
          {t('requestsList.delete')}
        </DeleteButton>
      ) : null}
    </Actions>
  );
}

/** The requests as a table: name (the link), status (with each approving body's), purpose, first flight, drone, created, actions. */
export function RequestsTable({
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
  const columns = {
    name: t('requestsList.columns.name'),
    status: t('requestsList.columns.status'),
    purpose: t('requestsList.columns.purpose'),
    firstFlight: t('requestsList.columns.firstFlight'),
    drone: t('requestsList.columns.drone'),
    created: t('requestsList.columns.created'),
    actions: t('requestsList.columns.actions'),
  };
  return (
    <Frame>
      <Table aria-label={t('requestsList.tableLabel')}>
        <thead>
          <tr>
            {Object.entries(columns).map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const first = firstFlight(item);
            const more = Math.max(0, flightSpans(item).length - 1);
            const drone = droneParts(item);
            return (
              <tr key={item.id}>
                <td className="title" data-label={columns.name}>
                  <Link to={localize(`/flight/requests/${item.id}/`)}>{nameOf(item, t)}</Link>
                </td>
                <td data-label={columns.status}>
                  <div>
                    <StatusBadge status={item.status} />
                    <AgreementChips statuses={item.agreementStatuses} name={nameOf(item, t)} />
                  </div>
                </td>
                <td data-label={columns.purpose}>{purposeOf(item, t, purposes) || none}</td>
                <td data-label={columns.firstFlight}>
                  {first ? (
                    <span>
                      <span className="nowrap">{displayMoscow(first)}</span>
                      {more > 0 ? <span className="muted more">{t('requestsList.moreDates', { count: more })}</span> : null}
                    </span>
                  ) : (
                    <span className="muted">{t('requestsList.noDates')}</span>
                  )}
                </td>
                <td data-label={columns.drone}>
                  {drone.name || drone.number ? (
                    <span>
                      {drone.name || none}
                      {drone.number ? <span className="muted more">{drone.number}</span> : null}
                    </span>
                  ) : (
                    none
                  )}
                </td>
                <td data-label={columns.created} className="nowrap">
                  {displayInstant(item.createdAt) || none}
                </td>
                <td className="actions" data-label={columns.actions}>
                  <ItemActions item={item} actions={actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}

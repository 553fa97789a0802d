import type { MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { media, useLocale } from '@nebo/shared-ui';
import { crossingText, nameOf } from '../components/labels';
import { ReviewStatusBadge } from '../components/ReviewStatusBadge';
import { moscowText } from '../time';
import type { AuthorityFlightRequestItemDto, ReviewSort } from '../types';
import { sortParts } from './listFilters';
import { NAMESPACE } from '../../namespace';

export type SortableColumn = 'name' | 'firstFlightDateTime' | 'sendDateTime';

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
    padding: ${({ theme }) => theme.spacing(3)};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th button {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  thead th button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .arrow {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
  .sub {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
    overflow-wrap: anywhere;
  }
  .nowrap {
    white-space: nowrap;
  }
  .crosses {
    color: #8e0f43;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
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
      border-top: 8px solid ${({ theme }) => theme.colors.background};
    }
    tbody tr + tr td {
      border-top: 0;
    }
    tr {
      padding: ${({ theme }) => theme.spacing(3, 0)};
    }
    td {
      display: grid;
      grid-template-columns: 8.5em minmax(0, 1fr);
      gap: ${({ theme }) => theme.spacing(3)};
      padding: ${({ theme }) => theme.spacing(1, 4)};
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
    .nowrap {
      white-space: normal;
    }
  }
`;

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortableColumn;
  label: string;
  sort: ReviewSort;
  onSort: (column: SortableColumn) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { field, direction } = sortParts(sort);
  const active = field === column;
  return (
    <th scope="col" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(column)} aria-label={t('review.list.sortBy', { column: label })}>
        {label}
        <span className="arrow" aria-hidden="true">
          {active ? (direction === 'asc' ? '↑' : '↓') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * The requests under review: name (the link), status, applicant, drone, purpose, first flight (Moscow time), when it
 * was sent and whether it crosses the area. A click anywhere on a row opens the request too.
 */
export function ReviewTable({
  items,
  sort,
  onSort,
}: {
  items: readonly AuthorityFlightRequestItemDto[];
  sort: ReviewSort;
  onSort: (column: SortableColumn) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const none = t('review.none');
  const columns = {
    name: t('review.list.columns.name'),
    status: t('review.list.columns.status'),
    applicant: t('review.list.columns.applicant'),
    drone: t('review.list.columns.drone'),
    purpose: t('review.list.columns.purpose'),
    firstFlight: t('review.list.columns.firstFlight'),
    sent: t('review.list.columns.sent'),
    crossing: t('review.list.columns.crossing'),
  };
  const href = (item: AuthorityFlightRequestItemDto) => localize(`/agreement/flight-requests/${encodeURIComponent(item.id)}/`);
  const onRow = (event: MouseEvent<HTMLTableRowElement>, item: AuthorityFlightRequestItemDto) => {
    // The link and any selected text keep their own behaviour.
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    navigate(href(item));
  };
  return (
    <Frame>
      <Table aria-label={t('review.list.tableLabel')}>
        <thead>
          <tr>
            <SortHeader column="name" label={columns.name} sort={sort} onSort={onSort} />
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.applicant}</th>
            <th scope="col">{columns.drone}</th>
            <th scope="col">{columns.purpose}</th>
            <SortHeader column="firstFlightDateTime" label={columns.firstFlight} sort={sort} onSort={onSort} />
            <SortHeader column="sendDateTime" label={columns.sent} sort={sort} onSort={onSort} />
            <th scope="col">{columns.crossing}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const first = moscowText(item.firstFlightDateTime);
            const last = moscowText(item.lastFlightDateTime);
            return (
              <tr key={item.id} onClick={(event) => onRow(event, item)}>
                <td className="title" data-label={columns.name}>
                  <span>
                    <Link to={href(item)}>{nameOf(item, t)}</Link>
                    <span className="sub">{t(`review.bodies.${item.body}`)}</span>
                  </span>
                </td>
                <td data-label={columns.status}>
                  <span>
                    <ReviewStatusBadge status={item.reviewStatus} />
                    {item.decisionDateTime ? (
                      <span className="sub">{t('review.list.decidedAt', { at: moscowText(item.decisionDateTime) })}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label={columns.applicant}>
                  <span>
                    {item.applicant.name || none}
                    <span className="sub">
                      {t(`review.applicantKinds.${item.applicant.kind}`)}
                      {item.applicant.email ? ` · ${item.applicant.email}` : ''}
                    </span>
                  </span>
                </td>
                <td data-label={columns.drone}>
                  <span>
                    {item.drone.model || none}
                    {item.drone.registrationNumber ? <span className="sub">{item.drone.registrationNumber}</span> : null}
                  </span>
                </td>
                <td data-label={columns.purpose}>{item.purpose?.name || none}</td>
                <td data-label={columns.firstFlight}>
                  {first ? (
                    <span>
                      <span className="nowrap">{first}</span>
                      {last && last !== first ? <span className="sub">{t('review.list.lastFlight', { at: last })}</span> : null}
                    </span>
                  ) : (
                    none
                  )}
                </td>
                <td data-label={columns.sent} className="nowrap">
                  {moscowText(item.sendDateTime) || none}
                </td>
                <td data-label={columns.crossing}>
                  <span className={item.crossesArea ? 'crosses' : undefined}>{crossingText(item.crossesArea, t)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}

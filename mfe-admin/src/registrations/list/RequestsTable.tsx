import type { MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { formatDateTime, media, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { RegistrationStatusBadge } from '../StatusBadge';
import type { RegistrationRequestItemDto } from '../types';

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
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
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
      grid-template-columns: 7.5em minmax(0, 1fr);
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

export const requestHref = (id: string) => `/admin/company-registration-requests/${encodeURIComponent(id)}/`;

/**
 * The requests: company (the link, with its legal form), INN, kind, applicant, status and the two dates in Moscow
 * time. A click anywhere on a row opens the request too; the keyboard uses the link.
 */
export function RequestsTable({ items }: { items: readonly RegistrationRequestItemDto[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const none = t('registrations.none');
  const column = (key: string) => t(`registrations.list.columns.${key}`);
  const onRow = (event: MouseEvent<HTMLTableRowElement>, item: RegistrationRequestItemDto) => {
    if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
    void navigate(localize(requestHref(item.id)));
  };
  return (
    <Frame>
      <Table aria-label={t('registrations.list.results')}>
        <thead>
          <tr>
            <th scope="col">{column('company')}</th>
            <th scope="col">{column('inn')}</th>
            <th scope="col">{column('kind')}</th>
            <th scope="col">{column('applicant')}</th>
            <th scope="col">{column('status')}</th>
            <th scope="col">{column('createdAt')}</th>
            <th scope="col">{column('updatedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const name = item.shortName || item.name || none;
            return (
              <tr key={item.id} onClick={(event) => onRow(event, item)}>
                <td className="title" data-label={column('company')}>
                  <span>
                    <Link to={localize(requestHref(item.id))} aria-label={t('registrations.list.open', { name })}>
                      {name}
                    </Link>
                    <span className="sub">
                      {t(`registrations.companyTypes.${item.companyType}`, { defaultValue: item.companyType ?? '' })}
                      {item.name && item.name !== name ? ` · ${item.name}` : ''}
                    </span>
                  </span>
                </td>
                <td data-label={column('inn')} className="nowrap">
                  {item.inn || none}
                </td>
                <td data-label={column('kind')}>{t(`registrations.kinds.${item.kind}`, { defaultValue: item.kind })}</td>
                <td data-label={column('applicant')}>{item.applicantName || none}</td>
                <td data-label={column('status')}>
                  <span>
                    <RegistrationStatusBadge status={item.status} />
                  </span>
                </td>
                <td data-label={column('createdAt')} className="nowrap">
                  {formatDateTime(item.createdAt) || none}
                </td>
                <td data-label={column('updatedAt')} className="nowrap">
                  {formatDateTime(item.updatedAt) || none}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Frame>
  );
}

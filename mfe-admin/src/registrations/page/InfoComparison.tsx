import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import type { InfoField } from '../types';
import { infoRows, type InfoLike } from './infoDiff';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody th {
    width: 28%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  tbody tr + tr > * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  tr.changed > * {
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  tr.changed td.after {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  .mark {
    display: inline-block;
    margin-left: 6px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.warning};
    color: #fff;
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  del {
    text-decoration-thickness: 1px;
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
    th,
    td {
      display: block;
    }
    tbody th {
      width: auto;
      padding-bottom: 0;
    }
    tbody tr + tr > * {
      border-top: 0;
    }
    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/**
 * The registration data: one column for a new company; for a change request the data in force beside the new
 * data, the changed rows highlighted and marked in words (not by colour alone).
 */
export function InfoComparison({
  previous,
  current,
  display,
}: {
  previous: InfoLike;
  current: InfoLike;
  /** A raw value as the reader should see it (legal forms and appointment bases by name). */
  display: (field: InfoField, value: string) => string;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const rows = infoRows(previous, current);
  const compare = Boolean(previous);
  const none = t('registrations.none');
  const changedCount = rows.filter((row) => row.changed).length;
  const before = t('registrations.page.previous');
  const after = t('registrations.page.current');
  return (
    <>
      <p>{compare ? t('registrations.page.infoChange') : t('registrations.page.infoNew')}</p>
      {compare ? <p role="status">{t('registrations.page.changedCount', { count: changedCount })}</p> : null}
      <Table aria-label={t('registrations.page.info')}>
        <thead>
          <tr>
            <th scope="col">{t('registrations.page.field')}</th>
            {compare ? <th scope="col">{before}</th> : null}
            <th scope="col">{compare ? after : t('registrations.page.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className={row.changed ? 'changed' : undefined} data-changed={row.changed || undefined}>
              <th scope="row">
                {t(`registrations.fields.${row.field}`)}
                {row.changed ? <span className="mark">{t('registrations.page.changed')}</span> : null}
              </th>
              {compare ? <td data-label={before}>{row.previous ? display(row.field, row.previous) : none}</td> : null}
              <td className="after" data-label={compare ? after : undefined}>
                {row.current ? display(row.field, row.current) : none}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormSection } from '@nebo/shared-ui';
import { termOf } from '../components/labels';
import { spanText } from '../time';
import type { FlightDateDto } from '../types';
import { NAMESPACE } from '../../namespace';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  td.moscow {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  td.moscow,
  td.utc {
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 599px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.spacing(2, 0)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: grid;
      grid-template-columns: 7em minmax(0, 1fr);
      gap: ${({ theme }) => theme.spacing(2)};
      padding: ${({ theme }) => theme.spacing(1, 0)};
      border: 0;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.typography.weight.regular};
    }
  }
`;

/** Every flight interval in Moscow time and in UTC side by side, in the order of flying. */
export function FlightDatesTable({ dates }: { dates: readonly FlightDateDto[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const sorted = [...dates].sort((a, b) => a.startAt.localeCompare(b.startAt));
  const columns = {
    number: t('review.dates.number'),
    moscow: t('review.dates.moscow'),
    utc: t('review.dates.utc'),
    status: t('review.dates.status'),
  };
  return (
    <FormSection aria-labelledby="review-dates">
      <h2 id="review-dates">{t('review.dates.title')}</h2>
      {sorted.length === 0 ? (
        <p>{t('review.dates.none')}</p>
      ) : (
        <Table>
          <caption>{t('review.dates.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.number}</th>
              <th scope="col">{columns.moscow}</th>
              <th scope="col">{columns.utc}</th>
              <th scope="col">{columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((date, index) => {
              const text = spanText(date.startAt, date.finishAt);
              return (
                <tr key={date.id}>
                  <td data-label={columns.number}>{index + 1}</td>
                  <td className="moscow" data-label={columns.moscow}>
                    <time dateTime={date.startAt}>{text.moscow}</time>
                  </td>
                  <td className="utc" data-label={columns.utc}>
                    {text.utc}
                  </td>
                  <td data-label={columns.status}>{termOf(t, 'dateStatuses', date.status) || t('review.none')}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </FormSection>
  );
}

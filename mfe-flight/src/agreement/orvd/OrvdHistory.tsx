import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '@nebo/shared-ui';
import { fetchCaseEvents } from '../case-file/caseFileApi';
import { NAMESPACE } from '../../namespace';

/** The newest events are enough for a card: the whole trail is the case file below. */
const RECENT = 50;

const Details = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: ${({ theme }) => theme.spacing(2, 0, 0)};
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-right: ${({ theme }) => theme.spacing(2)};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

/** The zonal centre's own history: its events of the case file, newest first. */
export function OrvdHistory({ flightId, refreshKey }: { flightId: string; refreshKey: number }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const events = useQuery({
    queryKey: ['flight-agreement', flightId, 'orvd-history', refreshKey],
    queryFn: () => fetchCaseEvents(flightId, 0, RECENT),
  });
  const mine = (events.data?.data ?? []).filter((event) => event.body === 'ORVD');
  return (
    <Details>
      <summary>{t('agreement.orvd.history')}</summary>
      {events.isError ? (
        <p role="alert">{t('agreement.orvd.historyFailed')}</p>
      ) : events.isPending ? (
        <p>{t('agreement.orvd.historyLoading')}</p>
      ) : mine.length ? (
        <ol>
          {mine.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {event.summary}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('agreement.orvd.historyEmpty')}</p>
      )}
    </Details>
  );
}

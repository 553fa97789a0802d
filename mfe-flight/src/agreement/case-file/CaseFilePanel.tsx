import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, errorMessageOf, formatDateTime, FormSection, ListResults, VisuallyHidden } from '@nebo/shared-ui';
import { CASE_FILE_PAGE_SIZE, caseFileKeys, downloadCaseFileCsv, fetchCaseEvents, shortDigest, type CaseEvent } from './caseFileApi';
import { NAMESPACE } from '../../namespace';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  p {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/*
 * A table at 1200 px; below 720 px every row becomes a stacked block whose cells carry their column name
 * (data-label), so the page never scrolls sideways at 375 px.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    /* Words stay whole (a column is as wide as its longest word: «Система» never splits); only the event's
       text, which may hold an e-mail address or a permit number, breaks anywhere. */
    overflow-wrap: break-word;
  }
  td.summary {
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  td.when {
    white-space: nowrap;
  }
  code {
    font-family: ${({ theme }) => theme.typography.monoFamily};
  }
  @media (max-width: 719px) {
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
      grid-template-columns: minmax(96px, 2fr) minmax(0, 5fr);
      gap: ${({ theme }) => theme.spacing(2)};
      padding: ${({ theme }) => theme.spacing(1, 0)};
      border: 0;
    }
    td.when {
      white-space: normal;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

function EventRow({ event }: { event: CaseEvent }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const columns = (name: string) => t(`local.caseFile.columns.${name}`);
  const who = event.actorName || t(`local.caseFile.actors.${event.actor}`, { defaultValue: event.actor });
  const body = event.body === 'ORVD' ? t('local.caseFile.bodies.ORVD') : (event.authorityName ?? t('local.caseFile.bodies.LOCAL'));
  return (
    <tr>
      <td className="when" data-label={columns('at')}>
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      </td>
      <td data-label={columns('actor')}>{who}</td>
      <td data-label={columns('body')}>{body}</td>
      <td className="summary" data-label={columns('event')}>
        {event.summary}
      </td>
      <td data-label={columns('digest')}>
        <code title={event.digest} aria-hidden="true">
          {shortDigest(event.digest)}
        </code>
        <VisuallyHidden>{t('local.caseFile.digest', { digest: event.digest })}</VisuallyHidden>
      </td>
    </tr>
  );
}

/** The full case file of the flight: every body's events, paged, and the whole of it as CSV. */
export function CaseFilePanel({ flightId, refreshKey = 0 }: { flightId: string; refreshKey?: number }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [page, setPage] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // refreshKey is part of the key: a change of the page's state (a send, a decision) refetches the trail.
  const events = useQuery({
    queryKey: caseFileKeys.page(flightId, page, refreshKey),
    queryFn: () => fetchCaseEvents(flightId, page),
    placeholderData: keepPreviousData,
  });

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadCaseFileCsv(flightId);
    } catch (failure) {
      setDownloadError(errorMessageOf(failure, i18n) || t('local.caseFile.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const columns = (name: string) => t(`local.caseFile.columns.${name}`);
  return (
    <FormSection aria-labelledby="case-file-title">
      <Head>
        <div>
          <h2 id="case-file-title">{t('local.caseFile.title')}</h2>
          <p>{t('local.caseFile.text')}</p>
        </div>
        <Button
          $variant="secondary"
          $size="sm"
          disabled={downloading}
          aria-label={t('local.caseFile.csvLabel')}
          onClick={() => void download()}
        >
          {downloading ? t('local.caseFile.downloading') : t('local.caseFile.csv')}
        </Button>
      </Head>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      <ListResults
        query={events}
        label={t('local.caseFile.tableLabel')}
        loadingLabel={t('local.caseFile.loading')}
        errorTitle={t('local.caseFile.loadFailed')}
        retryLabel={t('local.retry')}
        empty={<EmptyState title={t('local.caseFile.emptyTitle')} description={t('local.caseFile.emptyText')} />}
        paging={{ page, size: CASE_FILE_PAGE_SIZE, onChange: setPage }}
        gap={3}
      >
        {(found) => (
          <Table aria-label={t('local.caseFile.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{columns('at')}</th>
                <th scope="col">{columns('actor')}</th>
                <th scope="col">{columns('body')}</th>
                <th scope="col">{columns('event')}</th>
                <th scope="col">{columns('digest')}</th>
              </tr>
            </thead>
            <tbody>
              {found.data.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </tbody>
          </Table>
        )}
      </ListResults>
    </FormSection>
  );
}

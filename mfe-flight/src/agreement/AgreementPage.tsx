import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, EmptyState, isApiError, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { fetchFlightRequest, flightRequestKeys, type FlightRequest } from '../requests/api/flightRequestsApi';
import { NAMESPACE } from '../namespace';
import { AgreementHeader } from './AgreementHeader';
import { agreementKeys, fetchAgreement, type FlightAgreementView, type FlightDate } from './api/agreementApi';
import { CaseFilePanel } from './case-file/CaseFilePanel';
import { FlightDates } from './dates/FlightDates';
import { LocalAdministrationsPanel } from './local/LocalAdministrationsPanel';
import { OrvdCard } from './orvd/OrvdCard';
import { agreementInProgress } from './rules';

/** While something moves on its own (a delivery, the centre's decision, a flight), the view is re-read this often. */
export const POLL_MS = 3000;

const Bodies = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: start;
  min-width: 0;
  > * {
    min-width: 0;
  }
  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const BodiesHeading = styled.div`
  grid-column: 1 / -1;
  h2 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const isNotFound = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);
const isDraft = (error: unknown) => isApiError(error) && error.statusCode === 409;

/** Polls only while the view is still moving and the tab is in sight (react-query also pauses intervals in hidden tabs). */
export function pollInterval(view: FlightAgreementView | undefined): number | false {
  if (!view || !agreementInProgress(view)) return false;
  return typeof document !== 'undefined' && document.visibilityState === 'hidden' ? false : POLL_MS;
}

/**
 * A number that changes only when the view's content does: polling re-reads the view every 3 s, but the case
 * file and the card histories are re-read only when something actually happened.
 */
export function viewVersion(view: FlightAgreementView): number {
  const text = JSON.stringify(view);
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  return hash >>> 0;
}

function Missing({ id, draft }: { id: string; draft: boolean }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return draft ? (
    <EmptyState
      title={t('agreement.page.draftTitle')}
      description={t('agreement.page.draftText')}
      action={<ButtonLink to={localize(`/flight/requests/${encodeURIComponent(id)}/`)}>{t('agreement.page.toRequest')}</ButtonLink>}
    />
  ) : (
    <EmptyState
      title={t('agreement.page.missingTitle')}
      description={t('agreement.page.missingText')}
      action={<ButtonLink to={localize('/flight/requests/')}>{t('agreement.page.toList')}</ButtonLink>}
    />
  );
}

function AgreementScreen({ request, view, version }: { request: FlightRequest; view: FlightAgreementView; version: number }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const key = useMemo(() => agreementKeys.view(request.id), [request.id]);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  const store = useCallback(
    (next?: FlightAgreementView) => {
      if (next) queryClient.setQueryData(key, next);
      // The request's own status follows the agreement's (ALLOWED, REJECTED…): its page and the list re-read it.
      void queryClient.invalidateQueries({ queryKey: flightRequestKeys.all });
      refresh();
    },
    [queryClient, key, refresh],
  );
  const storeDate = useCallback(
    (day: FlightDate) => {
      queryClient.setQueryData<FlightAgreementView>(key, (old) =>
        old ? { ...old, dates: old.dates.map((each) => (each.id === day.id ? day : each)) } : old,
      );
      refresh();
    },
    [queryClient, key, refresh],
  );

  return (
    <Stack $gap={5}>
      <AgreementHeader request={request} view={view} />
      <Bodies aria-labelledby="agreement-bodies">
        <BodiesHeading>
          <h2 id="agreement-bodies">{t('agreement.page.bodies')}</h2>
          <p>{t('agreement.page.bodiesText')}</p>
        </BodiesHeading>
        <OrvdCard flightId={request.id} view={view} onView={store} onRefresh={refresh} version={version} />
        <LocalAdministrationsPanel flightId={request.id} view={view} onChanged={store} />
      </Bodies>
      <FlightDates flightId={request.id} view={view} onDate={storeDate} onRefresh={refresh} />
      <CaseFilePanel flightId={request.id} refreshKey={version} />
    </Stack>
  );
}

/** /flight/requests/{id}/agreement/ — every approving body of a submitted request, its flight messages and case file. */
export function AgreementPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const request = useQuery({ queryKey: flightRequestKeys.one(id), queryFn: () => fetchFlightRequest(id) });
  const view = useQuery({
    queryKey: agreementKeys.view(id),
    queryFn: async () => {
      const shown = queryClient.getQueryData<FlightAgreementView>(agreementKeys.view(id));
      if (!shown) return fetchAgreement(id);
      // A failed re-read keeps the page as it is (a form being filled in stays) and the next poll tries again.
      return fetchAgreement(id, { background: true }).catch(() => shown);
    },
    enabled: request.isSuccess && request.data.status !== 'DRAFT',
    refetchInterval: (query) => pollInterval(query.state.data),
  });
  const boundary = {
    loadingLabel: t('agreement.page.loading'),
    errorTitle: t('agreement.page.loadFailed'),
    retryLabel: t('agreement.page.retry'),
    renderError: (error: unknown) => (isNotFound(error) || isDraft(error) ? <Missing id={id} draft={isDraft(error)} /> : null),
  };
  return (
    <QueryBoundary query={request} {...boundary}>
      {(found) =>
        found.status === 'DRAFT' ? (
          <Missing id={id} draft />
        ) : (
          <QueryBoundary query={view} {...boundary}>
            {(agreement) => <AgreementScreen key={found.id} request={found} view={agreement} version={viewVersion(agreement)} />}
          </QueryBoundary>
        )
      }
    </QueryBoundary>
  );
}

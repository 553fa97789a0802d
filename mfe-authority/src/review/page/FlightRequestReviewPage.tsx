import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import {
  Breadcrumbs,
  ButtonLink,
  EmptyState,
  FormSection,
  isApiError,
  media,
  PageHeading,
  QueryBoundary,
  Stack,
  useLocale,
} from '@nebo/shared-ui';
import { DecisionPanel } from '../decision/DecisionPanel';
import { nameOf } from '../components/labels';
import { ReviewMap } from '../map/ReviewMap';
import { fetchReviewRequest, reviewKeys } from '../reviewApi';
import { moscowText, utcText } from '../time';
import type { AuthorityFlightRequestDto } from '../types';
import { NAMESPACE } from '../../namespace';
import { EventsSection } from './EventsSection';
import { FlightDatesTable } from './FlightDatesTable';
import { ApplicantSection, DroneSection, FlightSection, SubmissionSection } from './RequestFacts';

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 5)};
  margin: ${({ theme }) => theme.spacing(-3, 0, 0)};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

/** The request's parts side by side from lg: who and what on the left, the flight and the submission on the right. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  > * {
    min-width: 0;
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const isMissing = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);

function Missing(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <EmptyState
      title={t('review.page.missingTitle')}
      description={t('review.page.missingText')}
      action={<ButtonLink to={localize('/agreement/flight-requests/')}>{t('review.page.toList')}</ButtonLink>}
    />
  );
}

function ReviewScreen({
  request,
  onDecided,
  onStale,
}: {
  request: AuthorityFlightRequestDto;
  onDecided: (next: AuthorityFlightRequestDto) => void;
  onStale: () => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const name = nameOf(request, t);
  const crosses = request.crossing?.crosses ?? request.crossesArea ?? null;
  return (
    <Stack $gap={5}>
      <Breadcrumbs items={[{ label: t('review.list.title'), to: localize('/agreement/flight-requests/') }, { label: name }]} />
      <PageHeading title={name} description={t(request.body === 'ORVD' ? 'review.page.descriptionOrvd' : 'review.page.descriptionLocal')} />
      <Meta aria-label={t('review.page.meta')}>
        <li>
          {t('review.page.applicant')} <strong>{request.applicant.name || t('review.none')}</strong>
        </li>
        {request.sendDateTime ? (
          <li>
            {t('review.page.sent')}{' '}
            <strong>
              <time dateTime={request.sendDateTime}>
                {t('review.page.bothZones', { moscow: moscowText(request.sendDateTime), utc: utcText(request.sendDateTime) })}
              </time>
            </strong>
          </li>
        ) : null}
      </Meta>
      <DecisionPanel request={request} onDecided={onDecided} onStale={onStale} />
      <FormSection aria-labelledby="review-route">
        <h2 id="review-route">{t('review.map.title')}</h2>
        <ReviewMap route={request.geometry} area={request.areaGeometry} crossing={request.crossing?.parts ?? null} crosses={crosses} />
      </FormSection>
      <FlightDatesTable dates={request.dates} />
      <Columns>
        <Stack $gap={5}>
          <ApplicantSection request={request} />
          <DroneSection request={request} />
        </Stack>
        <Stack $gap={5}>
          <FlightSection request={request} />
          <SubmissionSection request={request} />
        </Stack>
      </Columns>
      <EventsSection events={request.events} />
    </Stack>
  );
}

/**
 * /agreement/flight-requests/{id}/ — one request under review: the decision (or the buttons to make it), the
 * route over the authority's area with the crossing highlighted, the flight dates in Moscow time and UTC, the
 * applicant with their documents, the drone, the submission and this body's part of the case file.
 */
export function FlightRequestReviewPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const key = reviewKeys.one(id);
  const request = useQuery({ queryKey: key, queryFn: () => fetchReviewRequest(id) });

  const onDecided = useCallback(
    (next: AuthorityFlightRequestDto) => {
      queryClient.setQueryData(reviewKeys.one(id), next);
      // The list (and the dashboard's counters) move too.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all, predicate: (query) => query.queryKey[2] !== 'request' });
      void queryClient.invalidateQueries({ queryKey: ['authority', 'dashboard'] });
    },
    [queryClient, id],
  );
  const onStale = useCallback(() => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }), [queryClient]);

  return (
    <QueryBoundary
      query={request}
      loadingLabel={t('review.page.loading')}
      errorTitle={t('review.page.loadFailed')}
      retryLabel={t('review.retry')}
      renderError={(error) => (isMissing(error) ? <Missing /> : null)}
    >
      {(found) => <ReviewScreen key={found.id} request={found} onDecided={onDecided} onStale={onStale} />}
    </QueryBoundary>
  );
}

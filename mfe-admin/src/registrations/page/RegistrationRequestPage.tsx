import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  EmptyState,
  formatDateTime,
  isApiError,
  media,
  notify,
  openStoredFile,
  PageHeading,
  QueryBoundary,
  useLocale,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { DecisionDialog } from '../decision/DecisionDialog';
import { fetchAppointmentBases, fetchRequest, registrationKeys } from '../registrationsApi';
import { RegistrationStatusBadge } from '../StatusBadge';
import { REVIEWABLE, type DecisionKind, type InfoField, type RegistrationRequestDto, type RegistrationStatus } from '../types';
import { InfoComparison } from './InfoComparison';
import { StatusHistory } from './StatusHistory';

export const LIST_PATH = '/admin/company-registration-requests/';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(6, 0, 10)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(2, 3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  button.file {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    font: inherit;
    text-align: left;
    text-decoration: underline;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button.file:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  & > * {
    width: 100%;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  min-width: 0;
`;

const nameOf = (request: RegistrationRequestDto): string =>
  request.registrationInfo?.shortName || request.registrationInfo?.name || request.id;

/**
 * /admin/company-registration-requests/{id}/ — the applicant, the registration data (for a change request the data
 * in force beside the new data, changes highlighted), the status history with commentaries, and the three decisions
 * of D2 while the request is open to review (CREATED or FIXED).
 */
export function RegistrationRequestPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { id = '' } = useParams();
  const request = useQuery({ queryKey: registrationKeys.one(id), queryFn: () => fetchRequest(id), retry: false });
  const back = (
    <ButtonLink to={localize(LIST_PATH)} $variant="ghost" $size="sm">
      ← {t('registrations.page.back')}
    </ButtonLink>
  );
  return (
    <Page>
      <div>{back}</div>
      <QueryBoundary
        query={request}
        loadingLabel={t('registrations.page.loading')}
        errorTitle={t('registrations.page.loadFailed')}
        retryLabel={t('registrations.retry')}
        renderError={(error) =>
          isApiError(error) && (error.statusCode === 404 || error.statusCode === 400) ? (
            <EmptyState title={t('registrations.page.notFoundTitle')} description={t('registrations.page.notFound')} />
          ) : null
        }
      >
        {(found) => <RequestView request={found} />}
      </QueryBoundary>
    </Page>
  );
}

function RequestView({ request }: { request: RegistrationRequestDto }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DecisionKind | null>(null);
  const bases = useQuery({
    queryKey: registrationKeys.bases(i18n.language),
    queryFn: fetchAppointmentBases,
    staleTime: Infinity,
    retry: false,
  });
  const name = nameOf(request);
  const none = t('registrations.none');
  const status = request.status as RegistrationStatus;
  const reviewable = REVIEWABLE.includes(status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: registrationKeys.all });

  const display = (field: InfoField, value: string): string => {
    if (field === 'companyType') return t(`registrations.companyTypes.${value}`, { defaultValue: value });
    if (field === 'managerPostAppointmentBasis') {
      const named = bases.data?.data.find((item) => item.code === value)?.name;
      return named || t(`registrations.bases.${value}`, { defaultValue: value });
    }
    return value;
  };

  const decided = (kind: DecisionKind) => {
    setDialog(null);
    notify.success(t(`registrations.page.done.${kind}`));
    void refresh();
  };

  const applicant = request.applicant;
  const applicantName = [applicant?.lastName, applicant?.firstName].filter(Boolean).join(' ');
  const contract = request.contractFile;

  return (
    <>
      <PageHeading title={t('registrations.page.title', { name })} />
      <Columns>
        <Section aria-labelledby="registration-info">
          <h2 id="registration-info">{t('registrations.page.info')}</h2>
          <InfoComparison previous={request.previousRegistrationInfo} current={request.registrationInfo} display={display} />
        </Section>
        <Side>
          <Section aria-labelledby="registration-decision">
            <h2 id="registration-decision">{t('registrations.page.decisions')}</h2>
            {reviewable ? (
              <>
                <p>{t('registrations.page.decisionsHint')}</p>
                <Actions>
                  <Button onClick={() => setDialog('approve')}>{t('registrations.page.approve')}</Button>
                  <Button $variant="secondary" onClick={() => setDialog('fix-required')}>
                    {t('registrations.page.fixRequired')}
                  </Button>
                  <Button $variant="danger" onClick={() => setDialog('decline')}>
                    {t('registrations.page.decline')}
                  </Button>
                </Actions>
              </>
            ) : (
              <p role="status">
                {status === 'FIX_REQUIRED'
                  ? t('registrations.page.waiting')
                  : t('registrations.page.decided', { status: t(`registrations.statuses.${status}`, { defaultValue: status }) })}
              </p>
            )}
          </Section>
          <Section aria-labelledby="registration-summary">
            <h2 id="registration-summary">{t('registrations.page.summary')}</h2>
            <Facts>
              <dt>{t('registrations.page.kind')}</dt>
              <dd>{t(`registrations.kinds.${request.kind}`, { defaultValue: request.kind })}</dd>
              <dt>{t('registrations.page.status')}</dt>
              <dd>
                <RegistrationStatusBadge status={request.status} />
              </dd>
              <dt>{t('registrations.page.createdAt')}</dt>
              <dd>{formatDateTime(request.createdAt) || none}</dd>
              <dt>{t('registrations.page.updatedAt')}</dt>
              <dd>{formatDateTime(request.updatedAt) || none}</dd>
              <dt>{t('registrations.page.contract')}</dt>
              <dd>
                {contract ? (
                  <button
                    type="button"
                    className="file"
                    aria-label={t('registrations.page.openFile', { name: contract.filename || contract.id })}
                    onClick={() => void openStoredFile(contract)}
                  >
                    {contract.filename || contract.id}
                  </button>
                ) : (
                  t('registrations.page.noContract')
                )}
              </dd>
            </Facts>
          </Section>
          <Section aria-labelledby="registration-applicant">
            <h2 id="registration-applicant">{t('registrations.page.applicant')}</h2>
            <Facts>
              <dt>{t('registrations.page.applicantName')}</dt>
              <dd>{applicantName || none}</dd>
              <dt>{t('registrations.page.login')}</dt>
              <dd>{applicant?.login || none}</dd>
              <dt>{t('registrations.page.email')}</dt>
              <dd>{applicant?.email ? <a href={`mailto:${applicant.email}`}>{applicant.email}</a> : none}</dd>
            </Facts>
          </Section>
          <Section aria-labelledby="registration-history">
            <h2 id="registration-history">{t('registrations.page.history')}</h2>
            <StatusHistory entries={request.statusHistory ?? []} />
          </Section>
        </Side>
      </Columns>
      {dialog ? (
        <DecisionDialog
          requestId={request.id}
          requestName={name}
          kind={dialog}
          open
          onClose={() => setDialog(null)}
          onDecided={() => decided(dialog)}
          onStale={() => void refresh()}
        />
      ) : null}
    </>
  );
}

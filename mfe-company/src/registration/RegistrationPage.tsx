import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ConfirmDialog,
  Button,
  Card,
  errorMessageOf,
  formatDateTime,
  notify,
  PageHeading,
  QueryBoundary,
  sessionStore,
  Stack,
  useLocale,
  useSession,
} from '@nebo/shared-ui';
import { companyKeys, deleteMyRequest, fetchMyRequest, fetchRegistrationDictionary } from '../api/companyApi';
import { APPOINTMENT_BASES, COMPANY_TYPES, type CompanyRegistrationRequestDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { RegisterCompanyLanding } from '../pages/RegisterCompanyLanding';
import { companyInfoValues } from './companyInfoForm';
import { CompanyInfoView } from './CompanyInfoView';
import { RegistrationForm } from './RegistrationForm';
import { latestCommentary, RequestStatusBadge, StatusHistory } from './RequestStatus';
import { useDictionaryOptions } from './useDictionaries';

const EDITABLE = ['CREATED', 'FIX_REQUIRED', 'FIXED'];
const DELETABLE = ['CREATED', 'FIX_REQUIRED', 'FIXED', 'DECLINED'];

const StatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Callout = styled.div<{ $tone: 'warning' | 'error' | 'success' }>`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warningSoft : $tone === 'error' ? theme.colors.errorSoft : theme.colors.successSoft};
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  p + p {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
`;

/** /register-company/ — the signed-in applicant's request; a visitor sees how registration works and signs in. */
export function RegistrationPage(): ReactElement {
  const status = useSession((state) => state.status);
  const login = useSession((state) => state.actions.login);
  const { t } = useTranslation(NAMESPACE);
  if (status !== 'authenticated') {
    return (
      <Stack $gap={5}>
        <RegisterCompanyLanding />
        {status === 'anonymous' ? (
          <div>
            <Button onClick={() => void login()}>{t('registration.signIn')}</Button>
          </div>
        ) : null}
      </Stack>
    );
  }
  return <MyRequest />;
}

function MyRequest(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const request = useQuery({ queryKey: companyKeys.myRequest, queryFn: fetchMyRequest });
  const companyTypes = useDictionaryOptions(
    'registration-company-type',
    () => fetchRegistrationDictionary('company-type'),
    COMPANY_TYPES,
    useCallback((code: string) => `info.companyTypes.${code}`, []),
  );
  const appointmentBases = useDictionaryOptions(
    'registration-appointment-basis',
    () => fetchRegistrationDictionary('appointment-basis'),
    APPOINTMENT_BASES,
    useCallback((code: string) => `info.appointmentBases.${code}`, []),
  );
  return (
    <Stack $gap={5}>
      <PageHeading title={t('register.title')} description={t('registration.lead')} />
      <QueryBoundary query={request} loadingLabel={t('registration.loading')} errorTitle={t('registration.loadFailed')}>
        {(data) =>
          data ? (
            <ExistingRequest request={data} companyTypes={companyTypes} appointmentBases={appointmentBases} />
          ) : (
            <Stack $gap={4}>
              <p>{t('registration.emptyLead')}</p>
              <RegistrationForm request={null} companyTypes={companyTypes} appointmentBases={appointmentBases} />
            </Stack>
          )
        }
      </QueryBoundary>
    </Stack>
  );
}

function ExistingRequest({
  request,
  companyTypes,
  appointmentBases,
}: {
  request: CompanyRegistrationRequestDto;
  companyTypes: ReturnType<typeof useDictionaryOptions>;
  appointmentBases: ReturnType<typeof useDictionaryOptions>;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: deleteMyRequest,
    onSuccess: () => {
      setConfirming(false);
      queryClient.setQueryData(companyKeys.myRequest, null);
      notify.success(t('registration.deleted'));
    },
  });
  const commentary = latestCommentary(request.statusHistory);
  const approved = request.status === 'APPROVED' || request.status === 'CONFIRMED';
  const deleteButton = DELETABLE.includes(request.status) ? (
    <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
      {t('registration.delete')}
    </Button>
  ) : null;

  const openCompany = async () => {
    // The approval gave the caller `juridical` and ADMIN: the shell's guards read them from a fresh summary.
    await sessionStore.getState().loadSummary({ force: true });
    void navigate(localize('/company/'));
  };

  return (
    <Stack $gap={5}>
      <Card title={t('registration.statusTitle')} aria-label={t('registration.statusTitle')}>
        <Stack $gap={3}>
          <StatusLine>
            <RequestStatusBadge status={request.status} />
            <span>
              {t('registration.updatedAt')}: <time dateTime={request.updatedAt}>{formatDateTime(request.updatedAt)}</time>
            </span>
          </StatusLine>
          <p>{t(`registration.statusText.${request.status}`, { defaultValue: '' })}</p>
          {request.status === 'FIX_REQUIRED' || request.status === 'DECLINED' ? (
            <Callout $tone={request.status === 'DECLINED' ? 'error' : 'warning'} role="note" aria-label={t('registration.commentary')}>
              <p>
                <strong>{t('registration.commentary')}</strong>
              </p>
              <p>{commentary ?? t('registration.noCommentary')}</p>
            </Callout>
          ) : null}
          {approved ? (
            <Callout $tone="success">
              <p>{t('registration.approvedText')}</p>
              <p>
                <Button type="button" onClick={() => void openCompany()}>
                  {t('registration.openCompany')}
                </Button>
              </p>
            </Callout>
          ) : null}
        </Stack>
      </Card>
      {EDITABLE.includes(request.status) ? (
        <RegistrationForm request={request} companyTypes={companyTypes} appointmentBases={appointmentBases}>
          {deleteButton}
        </RegistrationForm>
      ) : (
        <Card title={t('registration.infoTitle')} aria-label={t('registration.infoTitle')}>
          <Stack $gap={4}>
            <CompanyInfoView
              info={companyInfoValues(request.registrationInfo)}
              companyTypes={companyTypes}
              appointmentBases={appointmentBases}
            />
            {deleteButton ? (
              <div>
                <p>{t('registration.declinedDelete')}</p>
                {deleteButton}
              </div>
            ) : null}
          </Stack>
        </Card>
      )}
      <section aria-labelledby="registration-history">
        <h2 id="registration-history">{t('history.title')}</h2>
        <StatusHistory entries={request.statusHistory ?? []} headingId="registration-history" />
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t('registration.deleteTitle')}
          confirmLabel={t('registration.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          pending={remove.isPending}
          failure={remove.isError ? (errorMessageOf(remove.error, i18n) ?? t('common.failed')) : undefined}
          onConfirm={() => remove.mutate()}
          onCancel={() => {
            setConfirming(false);
            remove.reset();
          }}
        >
          {t('registration.deleteText')}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

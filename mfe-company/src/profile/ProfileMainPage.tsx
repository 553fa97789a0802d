import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Card, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { companyKeys, fetchGeneralInfoDiff } from '../api/companyApi';
import type { CompanyGeneralInfoDiffDto } from '../api/types';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';
import { companyInfoValues } from '../registration/companyInfoForm';
import { CompanyInfoView } from '../registration/CompanyInfoView';
import { RequestStatusBadge } from '../registration/RequestStatus';
import { AvatarPanel } from './AvatarPanel';
import { useCompanyDictionaries } from './useCompanyDictionaries';

/** D3: the statuses of a request still under review (one open change request per company). */
export const OPEN = ['CREATED', 'FIX_REQUIRED', 'FIXED'];

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Pending = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** The change request's state above the data (D6): pending review, returned with a commentary, or decided. */
export function ChangeRequestNote({ diff }: { diff: CompanyGeneralInfoDiffDto }): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  const request = diff.request as { id: string; status: string; commentary?: string | null } | null;
  if (!request) return null;
  const open = OPEN.includes(request.status);
  return (
    <Pending role="status">
      <p>
        <RequestStatusBadge status={request.status} /> {t(open ? 'profile.main.pendingText' : 'profile.main.decidedText')}
      </p>
      {request.commentary ? (
        <p>
          <strong>{t('registration.commentary')}:</strong> {request.commentary}
        </p>
      ) : null}
    </Pending>
  );
}

/** /company/profile/ — main information: the company's data, a pending change of legal data highlighted, the avatar. */
export function ProfileMainPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { isAdmin } = useCompany();
  const diff = useQuery({ queryKey: companyKeys.diff, queryFn: fetchGeneralInfoDiff });
  const { companyTypes, appointmentBases } = useCompanyDictionaries();
  return (
    <Stack $gap={5}>
      <PageHeading
        title={t('profile.main.title')}
        description={t('profile.main.lead')}
        actions={
          isAdmin ? (
            <ButtonLink to={localize('/company/profile/edit/')}>{t('profile.main.edit')}</ButtonLink>
          ) : (
            <Note>{t('profile.readOnly')}</Note>
          )
        }
      />
      <Card title={t('profile.avatar.title')} aria-label={t('profile.avatar.title')}>
        <AvatarPanel />
      </Card>
      <QueryBoundary query={diff} loadingLabel={t('profile.main.loading')} errorTitle={t('profile.main.loadFailed')}>
        {(data) => {
          const open = data.request && OPEN.includes(data.request.status);
          return (
            <Stack $gap={4}>
              <ChangeRequestNote diff={data} />
              <Card title={t('profile.main.dataTitle')} aria-label={t('profile.main.dataTitle')}>
                <CompanyInfoView
                  info={companyInfoValues(data.current)}
                  requested={open && data.requested ? companyInfoValues(data.requested) : null}
                  changed={data.changedFields ?? []}
                  companyTypes={companyTypes}
                  appointmentBases={appointmentBases}
                />
              </Card>
            </Stack>
          );
        }}
      </QueryBoundary>
    </Stack>
  );
}

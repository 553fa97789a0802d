import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, EmptyState, errorCodeOf, QueryBoundary, useLocale } from '@nebo/shared-ui';
import { companyKeys, fetchSummary } from '../api/companyApi';
import { NAMESPACE } from '../namespace';
import { CompanyContext, companyStateOf } from './CompanyContext';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
  min-width: 0;
`;

/**
 * The "company" layout (P1 L69): every page of /company/… loads the company summary once (read through
 * useCompany); a caller who works for no company is told so instead. The breadcrumbs above it are the shell's
 * (its PageBreadcrumbs names every company segment), so the area draws none of its own.
 */
export function CompanyLayout(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const summary = useQuery({ queryKey: companyKeys.summary, queryFn: fetchSummary, staleTime: 60_000 });

  return (
    <Frame>
      <QueryBoundary
        query={summary}
        loadingLabel={t('area.loading')}
        errorTitle={t('area.loadFailed')}
        renderError={(error) =>
          errorCodeOf(error) === 'companies.not-a-member' || (error as { statusCode?: number })?.statusCode === 403 ? (
            <EmptyState
              title={t('area.notMember.title')}
              description={t('area.notMember.text')}
              action={
                <ButtonLink to={localize('/register-company/')} $variant="secondary">
                  {t('area.notMember.register')}
                </ButtonLink>
              }
            />
          ) : null
        }
      >
        {(data) => (
          <CompanyContext.Provider value={companyStateOf(data)}>
            <Outlet />
          </CompanyContext.Provider>
        )}
      </QueryBoundary>
    </Frame>
  );
}

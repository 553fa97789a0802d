import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, EmptyState, errorCodeOf, media, QueryBoundary, useLocale } from '@nebo/shared-ui';
import { authorityKeys, fetchCurrentStaff } from '../api/authorityApi';
import { NAMESPACE } from '../namespace';
import { AreaNav } from './AreaNav';
import { StaffContext, type Staff } from './StaffContext';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

/** The authority the user works for, above the tabs: the government body is what the whole area is about. */
const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.size.md};
    overflow-wrap: anywhere;
  }
  ${media.down('md')} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const Badge = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentActive};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/**
 * Every page of /agreement/…: loads who the caller is in the authority once (the pages read it through useStaff),
 * shows the authority and the area's tabs, and explains instead of failing page by page when the caller is not staff.
 */
export function AreaLayout(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const current = useQuery({ queryKey: authorityKeys.current, queryFn: fetchCurrentStaff, staleTime: 60_000 });
  const items = useMemo(
    () => [
      { to: localize('/agreement/dashboard/'), label: t('area.tabs.dashboard') },
      { to: localize('/agreement/flight-requests/'), label: t('area.tabs.requests') },
      { to: localize('/agreement/authority/'), label: t('area.tabs.organisation') },
    ],
    [localize, t],
  );

  return (
    <QueryBoundary
      query={current}
      loadingLabel={t('area.loading')}
      errorTitle={t('area.loadFailed')}
      renderError={(error) =>
        errorCodeOf(error) === 'authority-staff.not-staff' ? (
          <EmptyState
            title={t('area.notStaff.title')}
            description={t('area.notStaff.text')}
            action={
              <ButtonLink to={localize('/')} $variant="secondary">
                {t('area.notStaff.home')}
              </ButtonLink>
            }
          />
        ) : null
      }
    >
      {(data) => {
        const staff: Staff = { ...data, isAdmin: data.employee.isAdmin };
        return (
          <StaffContext.Provider value={staff}>
            <Frame>
              <div>
                <Identity>
                  <span>{t(`area.types.${data.authority.type}`)}</span>
                  <strong>{data.authority.shortName || data.authority.name}</strong>
                  {staff.isAdmin ? <Badge>{t('area.adminBadge')}</Badge> : null}
                </Identity>
                <AreaNav label={t('area.navLabel')} items={items} />
              </div>
              <Outlet />
            </Frame>
          </StaffContext.Provider>
        );
      }}
    </QueryBoundary>
  );
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { media, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { useCompany } from './CompanyContext';

/** P1 L196: the company-profile sidebar is 220 px wide; under md it becomes a scrolling strip above the page. */
export const PROFILE_MENU_WIDTH = 220;

const Columns = styled.div`
  display: grid;
  grid-template-columns: ${PROFILE_MENU_WIDTH}px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: start;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(4)};
  }
`;

const Menu = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing(0, 3)};
    border-left: 3px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  a.active {
    color: ${({ theme }) => theme.colors.accent};
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  ${media.down('md')} {
    ul {
      flex-direction: row;
      overflow-x: auto;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      scrollbar-width: thin;
    }
    a {
      white-space: nowrap;
      border-left: 0;
      border-bottom: 3px solid transparent;
      border-radius: 0;
    }
    a.active {
      border-bottom-color: ${({ theme }) => theme.colors.accent};
      background: none;
    }
  }
`;

/**
 * The "company-profile" layout (P1 L69): a vertical tab menu (main information, documents, invitations for company
 * admins only, employees, drones, payment details); a tab stays marked on the pages below it.
 */
export function CompanyProfileLayout(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { isAdmin } = useCompany();
  const onMainEdit = /\/company\/profile\/edit\/?$/.test(useLocation().pathname);
  const tabs = [
    { to: '/company/profile/', label: t('profileMenu.main'), end: true },
    { to: '/company/profile/documents/', label: t('profileMenu.documents') },
    ...(isAdmin ? [{ to: '/company/profile/invites/', label: t('profileMenu.invites') }] : []),
    { to: '/company/profile/employees/', label: t('profileMenu.employees') },
    { to: '/company/profile/drones/', label: t('profileMenu.drones') },
    { to: '/company/profile/payment/', label: t('profileMenu.payment') },
  ];
  return (
    <Columns>
      <Menu aria-label={t('profileMenu.label')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              {/* "Main information" owns /company/profile/ and its edit page, not the other tabs below it. */}
              <NavLink
                to={localize(tab.to)}
                end={tab.end}
                className={({ isActive }) => (isActive || (tab.end && onMainEdit) ? 'active' : undefined)}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Menu>
      <div>
        <Outlet />
      </div>
    </Columns>
  );
}

import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale, useSession } from '@nebo/shared-ui';
import { useDeployment } from '../federation';
import { useAudience } from '../navigation/useNavigation';
import { headerName } from '../navigation/userName';
import { useSppiMenuAction } from '../sppi/useSppiMenuAction';
import { Chevron, Dropdown, DropdownButton, DropdownLink, navItemLook } from './navStyles';
import { companyDisplayName, useCompanySummary } from './company/companySummary';
import { useDisclosure } from './useDisclosure';
import { userMenuItems } from './userMenuItems';

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  ${navItemLook}
  padding-left: 6px;
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** The signed-in user's menu: "Иван П." with profile, drones, the SPPI sign-in and sign-out. */
export function UserMenu(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const summary = useSession((state) => state.summary);
  const claims = useSession((state) => state.claims);
  const logout = useSession((state) => state.actions.logout);
  const audience = useAudience();
  const { hasRoute } = useDeployment();
  const menuId = useId();
  const { open, toggle, rootRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const sppi = useSppiMenuAction();
  const name = headerName(summary, claims);
  const companySummary = useCompanySummary();
  const company = audience === 'company' ? companyDisplayName(companySummary, summary?.employment?.name) : undefined;

  return (
    <Root ref={rootRef}>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.userMenu', { name })}
        onClick={toggle}
      >
        <Initial aria-hidden="true">{Array.from(name)[0]?.toUpperCase()}</Initial>
        <span aria-hidden="true">{name}</span>
        <Chevron $open={open} aria-hidden="true" />
      </Toggle>
      <Dropdown id={menuId} hidden={!open} $align="end">
        {userMenuItems(audience, hasRoute).map((item) => (
          <li key={item.path}>
            {/* The company profile entry shows the company's name (docs/requirements.md#ui-navigation). */}
            <DropdownLink
              to={localize(item.path)}
              aria-label={item.path === '/company/profile/' && company ? t('header.companyProfileOf', { name: company }) : undefined}
            >
              {item.path === '/company/profile/' && company ? company : t(item.labelKey)}
            </DropdownLink>
          </li>
        ))}
        {sppi ? (
          <li>
            <DropdownButton type="button" onClick={sppi.run} aria-busy={sppi.busy} title={sppi.description}>
              {sppi.label}
            </DropdownButton>
          </li>
        ) : null}
        <li>
          <DropdownButton type="button" onClick={() => void logout()}>
            {t('header.logout')}
          </DropdownButton>
        </li>
      </Dropdown>
    </Root>
  );
}

import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { Button, useLocale, useSession } from '@nebo/shared-ui';
import { useDeployment } from '../federation';
import { MAIN_NAV } from '../navigation/navTable';
import { useAudience, useVisibleNav } from '../navigation/useNavigation';
import { headerName } from '../navigation/userName';
import { useSppiMenuAction } from '../sppi/useSppiMenuAction';
import { AuthButtons } from './AuthButtons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MarketplaceLink, useMarketplaceUrl } from './MarketplaceLink';
import { Logo } from './Logo';
import { singleLinkLabelKey } from './MainNav';
import { companyDisplayName, useCompanySummary } from './company/companySummary';
import { userMenuItems } from './userMenuItems';

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  overflow-y: auto;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.lg}px) { display: none; }`}
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(5, 4, 8)};
`;

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Group = styled.section`
  margin: ${({ theme }) => theme.spacing(3, 0)};
  h2 {
    margin: ${({ theme }) => theme.spacing(0, 3, 1)};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const itemLook = css`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.lg};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &.active {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Item = styled(NavLink)`
  ${itemLook}
`;

const MarketItem = styled(MarketplaceLink)`
  ${itemLook}
`;

const Who = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font-size: 28px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &::before {
    content: '\\00D7';
  }
`;

const SppiButton = styled(Button)`
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

export interface MobileSidebarProps {
  id: string;
  onClose: () => void;
}

/**
 * The full-screen menu under 992 px. It closes on any path change (the spec), on Escape and with
 * its close button; focus moves into it and back to the burger when it closes.
 */
export function MobileSidebar({ id, onClose }: MobileSidebarProps): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const { pathname } = useLocation();
  const status = useSession((state) => state.status);
  const summary = useSession((state) => state.summary);
  const claims = useSession((state) => state.claims);
  const logout = useSession((state) => state.actions.logout);
  const audience = useAudience();
  const companySummary = useCompanySummary();
  const company = audience === 'company' ? companyDisplayName(companySummary, summary?.employment?.name) : '';
  const { hasRoute } = useDeployment();
  const groups = useVisibleNav(MAIN_NAV);
  const marketplace = useMarketplaceUrl();
  const sppi = useSppiMenuAction();
  const closeButton = useRef<HTMLButtonElement>(null);
  const openedAt = useRef(pathname);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (pathname !== openedAt.current) close.current();
  }, [pathname]);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <Panel id={id} role="dialog" aria-modal="true" aria-label={t('header.menu')}>
      <Top>
        <Logo />
        <CloseButton ref={closeButton} type="button" aria-label={t('header.closeMenu')} onClick={onClose} />
      </Top>
      <Body>
        {groups.length > 0 || marketplace ? (
          <Nav aria-label={t('header.mainNav')}>
            {marketplace ? <MarketItem onNavigate={onClose} /> : null}
            {/* A group with one link is that link; larger groups get a heading over their links. */}
            {groups.map((group) =>
              group.links.length === 1 ? (
                <Item key={group.id} to={localize(group.links[0].path)} end>
                  {t(singleLinkLabelKey(group))}
                </Item>
              ) : (
                <Group key={group.id} aria-labelledby={`${id}-${group.id}`}>
                  <h2 id={`${id}-${group.id}`}>{t(group.labelKey)}</h2>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <Item to={localize(link.path)} end>
                          {t(link.labelKey)}
                        </Item>
                      </li>
                    ))}
                  </ul>
                </Group>
              ),
            )}
          </Nav>
        ) : null}
        {status === 'authenticated' ? (
          <Group aria-label={t('header.account')}>
            <Who>{headerName(summary, claims)}</Who>
            <ul>
              {userMenuItems(audience, hasRoute).map((item) => (
                <li key={item.path}>
                  {/* The company profile entry shows the company's name, as in the header's menu. */}
                  {item.path === '/company/profile/' && company ? (
                    <Item to={localize(item.path)} aria-label={t('header.companyProfileOf', { name: company })}>
                      {company}
                    </Item>
                  ) : (
                    <Item to={localize(item.path)}>{t(item.labelKey)}</Item>
                  )}
                </li>
              ))}
            </ul>
            {sppi ? (
              <SppiButton $variant="secondary" $block onClick={sppi.run} aria-busy={sppi.busy} title={sppi.description}>
                {sppi.label}
              </SppiButton>
            ) : null}
            <Button $variant="secondary" $block onClick={() => void logout()}>
              {t('header.logout')}
            </Button>
          </Group>
        ) : (
          <AuthButtons stacked />
        )}
        <LanguageSwitcher />
      </Body>
    </Panel>
  );
}

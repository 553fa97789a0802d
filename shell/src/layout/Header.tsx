import { useId, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, media, useSession } from '@nebo/shared-ui';
import { AuthButtons } from './AuthButtons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileSidebar } from './MobileSidebar';
import { NotificationBell } from './notifications/NotificationBell';
import { UserMenu } from './UserMenu';
import { useScrolledPast } from './useScrolledPast';

const Bar = styled.header<{ $solid: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ $solid }) => ($solid ? 'rgba(255, 255, 255, 0.96)' : 'transparent')};
  box-shadow: ${({ $solid, theme }) => ($solid ? theme.shadows.header : 'none')};
  backdrop-filter: ${({ $solid }) => ($solid ? 'saturate(1.4) blur(8px)' : 'none')};
  transition:
    background ${({ theme }) => theme.motion.normal},
    box-shadow ${({ theme }) => theme.motion.normal};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const Desktop = styled.div`
  display: none;
  ${media.up('lg')} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(3)};
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Burger = styled.button`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  gap: 5px;
  width: 44px;
  height: 44px;
  padding: 0 11px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  span {
    display: block;
    height: 2px;
    border-radius: 1px;
    background: ${({ theme }) => theme.colors.text};
  }
  ${media.up('lg')} {
    display: none;
  }
`;

/**
 * The header (docs/requirements.md#ui-navigation): logo, main navigation, language, sign-in or the user menu. Transparent
 * at the top of the page, opaque from 30 px of scroll; under 992 px a burger opens the sidebar.
 */
export function Header(): ReactElement {
  const { t } = useTranslation('shell');
  const status = useSession((state) => state.status);
  const solid = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();

  const closeMenu = () => {
    setMenuOpen(false);
    // Back to where the user was, for keyboard and screen-reader users.
    requestAnimationFrame(() => burger.current?.focus());
  };

  return (
    <Bar $solid={solid || menuOpen}>
      <Row>
        <Logo />
        <Desktop>
          <MainNav />
        </Desktop>
        <Spacer />
        {status === 'authenticated' ? <NotificationBell /> : null}
        <Desktop>
          <LanguageSwitcher />
          {status === 'authenticated' ? <UserMenu /> : <AuthButtons />}
        </Desktop>
        <Burger
          ref={burger}
          type="button"
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </Burger>
      </Row>
      {/* Portalled: the header's backdrop-filter would otherwise trap the fixed sidebar inside it. */}
      {menuOpen ? createPortal(<MobileSidebar id={sidebarId} onClose={closeMenu} />, document.body) : null}
    </Bar>
  );
}

import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { AlertContainer, LoadingBar, sessionStore, useSession } from '@nebo/shared-ui';
import { errorKindFor } from '../errors/errorKinds';
import { ErrorPage } from '../errors/ErrorPage';
import { pageErrorStore, usePageError } from '../errors/pageErrorStore';
import { AuthRedirectParam } from '../routing/AuthRedirectParam';
import { PageColumn } from './ContentLayout';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  /* A faint sky at the top of every page; the transparent header floats over it. */
  background: linear-gradient(180deg, #e3f1fc 0, ${({ theme }) => theme.colors.background} 420px) no-repeat;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.loadingBar};
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  &:focus {
    top: 12px;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/**
 * The chrome around every page: header, footer, alerts, loading bar, cookie strip. A failed call
 * the page did not handle replaces the content with its error page until the user navigates.
 */
export function AppLayout(): ReactElement {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const status = useSession((state) => state.status);
  const pageError = usePageError();
  const shownAt = useRef(location.key);
  const shownPath = useRef(location.pathname);

  // Spec: the summary is refetched when missing or older than 3 s (the store applies the threshold).
  useEffect(() => {
    if (status === 'authenticated') void sessionStore.getState().loadSummary();
  }, [status, location.pathname]);

  // A new location is a new page: forget the previous page's failure (not on first render, where
  // a failure found while starting — an unreachable backend — must stay visible).
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    pageErrorStore.getState().clear();
  }, [location.key]);

  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <Page>
      <SkipLink href="#main">{t('header.skip')}</SkipLink>
      <LoadingBar />
      <Header />
      <Main id="main" tabIndex={-1}>
        {pageError ? (
          <PageColumn>
            <ErrorPage kind={errorKindFor(pageError.statusCode)} error={pageError} />
          </PageColumn>
        ) : (
          <Outlet />
        )}
      </Main>
      <Footer />
      <CookieConsent />
      <AlertContainer />
      <AuthRedirectParam />
    </Page>
  );
}

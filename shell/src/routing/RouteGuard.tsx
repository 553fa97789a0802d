import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  currentScope,
  localizePath,
  PageSpinner,
  sessionStore,
  stripLocale,
  SUMMARY_REFRESH_THRESHOLD_MS,
  useLocale,
  useSession,
} from '@nebo/shared-ui';
import { useDeployment } from '../federation';
import { ErrorPage } from '../errors/ErrorPage';
import { PageColumn } from '../layout/ContentLayout';
import { useAudience } from '../navigation/useNavigation';
import { AdminUnavailablePage } from '../pages/AdminUnavailablePage';
import { decideRoute, needsCurrentSummary, type GuardSummary } from './guardRules';

/**
 * The summary for the navigation `navigationKey`: where a decision reads it, it is loaded first
 * (sessionStore.loadSummary applies the spec's 3-second threshold), and until then the guard waits.
 * A summary fetched within the threshold is used at once, so a fresh one never shows the spinner.
 */
function useGuardSummary(navigationKey: string, wanted: boolean): GuardSummary {
  const status = useSession((state) => state.status);
  const summary = useSession((state) => state.summary);
  const fetchedAt = useSession((state) => state.summaryFetchedAt);
  const [checkedFor, setCheckedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!wanted || status !== 'authenticated') return undefined;
    let current = true;
    void sessionStore
      .getState()
      .loadSummary()
      .then(() => {
        if (current) setCheckedFor(navigationKey);
      });
    return () => {
      current = false;
    };
  }, [wanted, status, navigationKey]);

  // Keyed by navigation, not by path: coming back to the same page later must check again.
  const checked = checkedFor === navigationKey || (fetchedAt !== null && Date.now() - fetchedAt <= SUMMARY_REFRESH_THRESHOLD_MS);
  if (!checked) return { state: 'loading' };
  return summary ? { state: 'ready', summary } : { state: 'failed' };
}

/** Applies the route guards (guardRules.ts) to the current location. */
export function RouteGuard(): ReactElement {
  const { t } = useTranslation('shell');
  const { pathname, key } = useLocation();
  const { locale } = useLocale();
  const audience = useAudience();
  const { hasRoute } = useDeployment();
  const status = useSession((state) => state.status);
  const storedSummary = useSession((state) => state.summary);
  const claims = useSession((state) => state.claims);
  const summaryError = useSession((state) => state.summaryError);
  const path = stripLocale(pathname);
  const summary = useGuardSummary(key, needsCurrentSummary(path));
  const scope = currentScope({ status, summary: storedSummary, claims });
  const decision = decideRoute({
    path,
    audience,
    hasAdminArea: hasRoute('/admin/'),
    hasCompanyArea: hasRoute('/company/'),
    scope,
    summary,
    knownSummary: storedSummary,
  });

  switch (decision.kind) {
    case 'redirect':
      return <Navigate replace to={localizePath(decision.to, locale)} />;
    case 'loading':
      return (
        <PageColumn aria-busy="true">
          <PageSpinner label={t('guard.checking')} />
        </PageColumn>
      );
    case 'summary-unavailable':
      return (
        <PageColumn>
          <ErrorPage kind="general" error={summaryError ?? undefined} />
        </PageColumn>
      );
    case 'not-found':
      return (
        <PageColumn>
          <ErrorPage kind="404" />
        </PageColumn>
      );
    case 'sign-in':
      return (
        <PageColumn>
          <ErrorPage kind="401" />
        </PageColumn>
      );
    case 'admin-unavailable':
      return (
        <PageColumn>
          <AdminUnavailablePage />
        </PageColumn>
      );
    default:
      return <Outlet />;
  }
}

import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { localizePath, stripLocale, useLocale } from '@nebo/shared-ui';
import { useDeployment } from '../federation';
import { ErrorPage } from '../errors/ErrorPage';
import { PageColumn } from '../layout/ContentLayout';
import { useAudience } from '../navigation/useNavigation';
import { AdminUnavailablePage } from '../pages/AdminUnavailablePage';
import { decideRoute } from './guardRules';

/** Applies the route guards (guardRules.ts) to the current location. */
export function RouteGuard(): ReactElement {
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const audience = useAudience();
  const { hasRoute } = useDeployment();
  const decision = decideRoute({ path: stripLocale(pathname), audience, hasAdminArea: hasRoute('/admin/') });

  switch (decision.kind) {
    case 'redirect':
      return <Navigate replace to={localizePath(decision.to, locale)} />;
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

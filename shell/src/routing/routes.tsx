import type { RouteObject } from 'react-router';
import { localizePath, type Locale } from '@nebo/shared-ui';
import { RemoteRoute, type Deployment } from '../federation';
import { ErrorPage } from '../errors/ErrorPage';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { AppLayout } from '../layout/AppLayout';
import { ContentLayout } from '../layout/ContentLayout';
import { EmailChangeLinkPage } from '../pages/email-change/EmailChangeLinkPage';
import { HomePage } from '../pages/home/HomePage';
import { InvitationPage } from '../pages/invitation/InvitationPage';
import { LoggingPage } from '../pages/LoggingPage';
import { profileRoute } from '../pages/profile/profileRoutes';
import { publicRoutes } from '../pages/public/publicRoutes';
import { TimedOutPage } from '../pages/TimedOutPage';
import { SppiRedirectPage } from '../sppi/SppiRedirectPage';
import { LocaleScope } from './LocaleScope';
import { RootRoute } from './RootRoute';
import { RouteGuard } from './RouteGuard';

const ERROR_CODES = ['401', '403', '404', '500', '502', '503'] as const;

/** One route per prefix a deployed remote owns: '/drones/' → 'drones/*' rendering its App. */
function remoteRoutes(deployment: Deployment, locale: Locale): RouteObject[] {
  return deployment.remotes.flatMap((remote) =>
    remote.routes.map((prefix) => ({
      path: `${prefix.slice(1, -1)}/*`,
      element: <RemoteRoute remote={remote.name} basePath={localizePath(prefix, locale)} />,
    })),
  );
}

/** The shell's route tree for one locale (it is mounted twice: at / and at /en/). */
function localeTree(deployment: Deployment, locale: Locale): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        {
          element: <RouteGuard />,
          // Below the layout, so the header and footer stay when a page fails to render.
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            {
              element: <ContentLayout />,
              children: [
                { path: 'logging', element: <LoggingPage /> },
                { path: 'timed-out', element: <TimedOutPage /> },
                // Where SPPI's sign-in returns (part 1 §2); the code left the address at start-up (bootstrap).
                { path: 'sppi-redirect', element: <SppiRedirectPage /> },
                profileRoute(locale),
                // The e-mailed links of an e-mail change (their secret is the credential: open to everyone).
                { path: 'email-change/confirm', element: <EmailChangeLinkPage key="confirm" action="confirm" /> },
                { path: 'email-change/undo', element: <EmailChangeLinkPage key="undo" action="undo" /> },
                // An invitation to join an organisation's staff (an authority's: docs/requirements.md#decision-authority-invitations).
                // The shell's own page: every deployment needs it, whichever remotes it has.
                { path: 'employee-invitation', element: <InvitationPage /> },
                // The public site: text pages, news, tariffs, the marketplace pages, /redirect/ (docs/requirements.md#public-site).
                ...publicRoutes(),
                ...ERROR_CODES.map((code) => ({ path: code, element: <ErrorPage kind={code} /> })),
                { path: 'error', element: <ErrorPage kind="general" /> },
                ...remoteRoutes(deployment, locale),
                { path: '*', element: <ErrorPage kind="404" /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** ru at the root with no prefix, en under /en (docs/requirements.md#ui-locales-paths); a missing trailing slash is added first. */
export function buildRoutes(deployment: Deployment): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/en', element: <LocaleScope locale="en" />, children: localeTree(deployment, 'en') },
        { path: '/', element: <LocaleScope locale="ru" />, children: localeTree(deployment, 'ru') },
      ],
    },
  ];
}

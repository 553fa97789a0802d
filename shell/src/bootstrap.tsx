import Keycloak from 'keycloak-js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { configureApiClient, localeFromPath, localizePath, rememberedLocale, sessionStore, setLanguage } from '@nebo/shared-ui';
import { App } from './App';
import { createAuthController } from './auth/authController';
import { setAuthStartOutcome } from './auth/authOutcome';
import { BootFailure } from './errors/BootFailure';
import { pageErrorStore } from './errors/pageErrorStore';
import { initFederation, installChunkLoadGuard, loadDeployment, remoteAssetBases } from './federation';
import { registerShellTranslations } from './i18n';
import { createQueryClient } from './queryClient';
import { buildRoutes } from './routing/routes';
import { moveSppiCodeOffAddress } from './sppi/sppiRedirect';

/**
 * Start-up: deployment file → federation (only the listed remotes) → API client → sign-in state →
 * router. Whatever fails, the page shows a message (boot failure, 503 page), never a white screen.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  // First of all: SPPI's one-time code must not stay in the address (history, referrers), and keycloak-js would
  // take `code` + `state` on /sppi-redirect/ for its own sign-in answer and drop them.
  moveSppiCodeOffAddress();
  registerShellTranslations();
  setLanguage(localeFromPath(window.location.pathname));

  // A visitor who chose English earlier lands on the English home page (the cookie keeps the choice).
  if (window.location.pathname === '/' && rememberedLocale() === 'en') {
    window.location.replace(`/en/${window.location.search}${window.location.hash}`);
    return;
  }

  let deployment;
  try {
    deployment = await loadDeployment();
  } catch (error) {
    console.error('[shell] cannot start', error);
    root.render(<BootFailure error={error} />);
    return;
  }

  initFederation(deployment);
  installChunkLoadGuard(remoteAssetBases(deployment.remotes.map((remote) => remote.manifest)));

  // The router is created only after sign-in has settled: keycloak-js rewrites the URL (drops the
  // code and state) while starting, and the router must read the URL as it is afterwards.
  const routerRef: { current?: ReturnType<typeof createBrowserRouter> } = {};
  const keycloak = new Keycloak({ url: deployment.auth.url, realm: deployment.auth.realm, clientId: deployment.auth.clientId });
  const auth = createAuthController(keycloak, {
    onSessionEnded: () => void routerRef.current?.navigate(localizePath('/timed-out/', localeFromPath(window.location.pathname))),
  });

  configureApiClient({
    baseUrl: deployment.apiUrl,
    getToken: auth.getToken,
    refreshAfterUnauthorized: auth.refreshAfterUnauthorized,
    onSessionExpired: auth.endSession,
    onUnhandledError: (error) => pageErrorStore.getState().show(error),
  });
  sessionStore.getState().setAuthActions({ login: auth.login, logout: auth.logout, register: auth.register });

  const outcome = await auth.start();
  setAuthStartOutcome(outcome);
  if (outcome === 'backend-unreachable') {
    pageErrorStore.getState().show({ error: 'Service Unavailable', message: '', statusCode: 0, detailedError: [] });
  }

  const router = createBrowserRouter(buildRoutes(deployment));
  routerRef.current = router;
  root.render(
    <StrictMode>
      <App router={router} deployment={deployment} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();

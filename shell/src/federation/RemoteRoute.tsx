import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import type { RemoteAppProps } from './contract';
import { useOptionalDeployment } from './DeploymentContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFailure, RemoteLoading, ShellReloading } from './RemoteStatus';
import { registerFederationTranslations } from './i18n';
import { loadRemoteForMount } from './loadRemoteModules';

type RemoteApp = LazyExoticComponent<ComponentType<RemoteAppProps>>;

/**
 * One lazy component per remote for the page's lifetime: moving between two prefixes of the same
 * remote (/drones/ → /flight/) reuses the loaded App without a loading state. A failed load removes
 * its entry, so the next visit or a Retry asks the network again instead of replaying the failure.
 */
const loadedApps = new Map<string, RemoteApp>();

function remoteApp(remote: string): RemoteApp {
  let app = loadedApps.get(remote);
  if (!app) {
    const created: RemoteApp = lazy(() =>
      loadRemoteForMount(remote).then(
        ({ app: module }) => ({ default: module.default }),
        (error: unknown) => {
          if (loadedApps.get(remote) === created) loadedApps.delete(remote);
          throw error;
        },
      ),
    );
    app = created;
    loadedApps.set(remote, app);
  }
  return app;
}

/** For tests: forget loaded remotes. */
export function forgetLoadedRemotesForTests(): void {
  loadedApps.clear();
}

export interface RemoteRouteProps {
  /** Module Federation name from the deployment file, e.g. `mfe_flight`. */
  remote: string;
  /** The prefix the remote is mounted under, `/en` included in English, e.g. `/en/drones/`. */
  basePath: string;
}

/**
 * Mounts a remote's App under a route of the shell: `<Route path="drones/*" element={<RemoteRoute
 * remote="mfe_flight" basePath="/drones/" />} />`. Loads the remote at run time on first render,
 * refuses an unsupported contract version, and keeps any failure inside this route with a Retry.
 */
export function RemoteRoute({ remote, basePath }: RemoteRouteProps): ReactElement {
  registerFederationTranslations();
  const deployment = useOptionalDeployment();
  const [attempt, setAttempt] = useState(0);
  // `attempt` changes after Retry; the failed entry is gone from the cache by then, so this is a new load.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const App = useMemo(() => remoteApp(remote), [remote, attempt]);
  const onRetry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <RemoteErrorBoundary
      key={remote}
      remoteBases={deployment?.remoteBases ?? []}
      onRetry={onRetry}
      reloading={<ShellReloading />}
      fallback={(error, retry) => <RemoteFailure remote={remote} error={error} onRetry={retry} autoFocus={attempt > 0} />}
    >
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <App basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

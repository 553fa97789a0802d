import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { stripLocale } from '@nebo/shared-ui';
import { remoteAssetBases } from './chunkLoadGuard';
import { remoteForPath, type DeployedRemote, type Deployment } from './deployment';

export interface DeploymentApi {
  deployment: Deployment;
  /** Every route prefix a deployed remote owns, locale-neutral (e.g. '/drones/', '/admin/'). */
  routePrefixes: string[];
  /**
   * Whether a path that belongs to a remote area is deployed here: navigation hides links to areas
   * this deployment does not have. Accepts localized paths ('/en/drones/new/').
   */
  hasRoute: (path: string) => boolean;
  /** The remote that renders a path, if any. Accepts localized paths. */
  remoteFor: (path: string) => DeployedRemote | undefined;
  /** Folders the remotes are served from (for telling a remote's chunk from the shell's). */
  remoteBases: string[];
}

const DeploymentContext = createContext<DeploymentApi | null>(null);

export function DeploymentProvider({ deployment, children }: { deployment: Deployment; children: ReactNode }): ReactElement {
  const api = useMemo<DeploymentApi>(() => {
    const remoteFor = (path: string) => remoteForPath(deployment, stripLocale(path).replace(/[?#].*$/, ''));
    return {
      deployment,
      routePrefixes: deployment.remotes.flatMap((remote) => remote.routes),
      hasRoute: (path) => remoteFor(path) !== undefined,
      remoteFor,
      remoteBases: remoteAssetBases(deployment.remotes.map((remote) => remote.manifest)),
    };
  }, [deployment]);
  return <DeploymentContext.Provider value={api}>{children}</DeploymentContext.Provider>;
}

/** The deployment the shell started with. Throws outside <DeploymentProvider>: that is a wiring bug. */
export function useDeployment(): DeploymentApi {
  const api = useContext(DeploymentContext);
  if (!api) throw new Error('useDeployment() needs a <DeploymentProvider> above it');
  return api;
}

/** Like useDeployment(), but null outside a provider (for components that also render standalone). */
export function useOptionalDeployment(): DeploymentApi | null {
  return useContext(DeploymentContext);
}

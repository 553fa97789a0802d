import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import { deployedRemotesStore } from '@nebo/shared-ui';
import type { Deployment } from './deployment';
import { createErrorLoadRemotePlugin, type RemoteFailureListener } from './errorLoadRemotePlugin';
import type { RemoteLoadError } from './errors';
import { DEFAULT_RETRY, createRetryPlugin, type RetryOptions } from './retryPlugin';

/**
 * Must equal the `name` given to createHostConfig in shell/webpack.config.js: init() then extends the
 * instance the build created (with the shared singletons) instead of creating a second, empty one.
 */
export const SHELL_FEDERATION_NAME = 'shell';

export interface InitFederationOptions {
  retry?: RetryOptions;
  /** Called once per failed remote load (after retries), e.g. to report it. Defaults to console.error. */
  onRemoteFailure?: RemoteFailureListener;
}

let initialised: Deployment | null = null;

const logFailure = (error: RemoteLoadError) => {
  console.error(`[federation] ${error.message}`, error.cause);
};

/**
 * Registers the remotes the deployment lists, and only those, with the two runtime failure layers
 * (retry plugin, errorLoadRemote hook), and publishes them to the remotes through shared-ui's deployedRemotesStore. Nothing is fetched here: with shareStrategy 'loaded-first' a
 * remote's manifest and entry are requested the first time one of its modules is loaded, i.e. when its
 * route is visited. Safe to call again with the same deployment (StrictMode, hot reload).
 */
export function initFederation(deployment: Deployment, options: InitFederationOptions = {}): void {
  if (initialised) {
    if (initialised !== deployment) throw new Error('initFederation: already initialised with another deployment');
    return;
  }
  init({
    name: SHELL_FEDERATION_NAME,
    remotes: [],
    plugins: [createRetryPlugin(options.retry ?? DEFAULT_RETRY), createErrorLoadRemotePlugin(options.onRemoteFailure ?? logFailure)],
  });
  const remotes = deployment.remotes.map((remote) => ({ name: remote.name, entry: new URL(remote.manifest, window.location.href).href }));
  registerRemotes(remotes);
  // The platform contract's list of deployed remotes (shared-ui): the system-versions page of mfe-admin reads it.
  deployedRemotesStore.getState().setDeployedRemotes(remotes.map(({ name, entry }) => ({ name, manifestUrl: entry })));
  initialised = deployment;
}

/** For tests only: forget the initialisation so another deployment can be registered. */
export function resetFederationForTests(): void {
  initialised = null;
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './errors';

export type RemoteFailureListener = (error: RemoteLoadError) => void;

/**
 * Failure layer 2: the runtime's `errorLoadRemote` hook.
 * Every failed `loadRemote` ends in the hook's `onLoad` lifecycle, whatever broke on the way (manifest,
 * remote entry, a chunk, the module itself). There the error becomes a RemoteLoadError naming the
 * remote, is reported once, and is thrown on to the error boundary (layer 3), which shows the local
 * error with a retry. The earlier lifecycles (`afterResolve` for a manifest) are left alone on purpose:
 * throwing there would skip the runtime's own clean-up and cache the failure, so a retry would never
 * reach the network again.
 */
export function createErrorLoadRemotePlugin(onFailure: RemoteFailureListener): ModuleFederationRuntimePlugin {
  return {
    name: 'nebo-error-load-remote',
    errorLoadRemote({ id, error, lifecycle, remote, expose }) {
      if (lifecycle !== 'onLoad') return undefined;
      if (error instanceof RemoteLoadError) throw error;
      const remoteName = remote?.name ?? id.split('/')[0] ?? id;
      const failure = new RemoteLoadError(remoteName, expose, error);
      onFailure(failure);
      throw failure;
    },
  };
}

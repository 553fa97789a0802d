import { loadRemote } from '@module-federation/enhanced/runtime';
import { checkAppModule, checkDescriptor, type RemoteAppModule, type RemoteDescriptor } from './contract';
import { RemoteLoadError, isRemoteLoadError } from './errors';

export interface LoadedRemote {
  descriptor: RemoteDescriptor;
  app: RemoteAppModule;
}

type ModuleFactory = () => unknown;

const asLoadError = (remote: string, expose: string, error: unknown): RemoteLoadError =>
  isRemoteLoadError(error) ? error : new RemoteLoadError(remote, expose, error);

/**
 * Loads a remote's `./descriptor` and `./App` for mounting.
 * Both are fetched in parallel, but the App module is fetched as a factory and executed only after the
 * descriptor's contract version has been accepted: an incompatible remote is refused before any of its
 * code runs (before it registers translations or touches shared state).
 */
export async function loadRemoteForMount(remote: string): Promise<LoadedRemote> {
  const descriptorLoad = loadRemote<unknown>(`${remote}/descriptor`).catch((error: unknown) => {
    throw asLoadError(remote, './descriptor', error);
  });
  const appLoad = loadRemote<ModuleFactory>(`${remote}/App`, { loadFactory: false, from: 'runtime' }).catch((error: unknown) => {
    throw asLoadError(remote, './App', error);
  });
  // Both settle before we decide, so a failed App fetch never surfaces as an unhandled rejection.
  const [descriptorResult, appResult] = await Promise.allSettled([descriptorLoad, appLoad]);
  if (descriptorResult.status === 'rejected') throw descriptorResult.reason;
  if (descriptorResult.value == null) throw new RemoteLoadError(remote, './descriptor', new Error('the runtime returned no module'));
  const descriptor = checkDescriptor(descriptorResult.value, remote);

  if (appResult.status === 'rejected') throw appResult.reason;
  const appFactory = appResult.value;
  if (typeof appFactory !== 'function') throw new RemoteLoadError(remote, './App', new Error('the runtime returned no module factory'));
  let appModule: unknown;
  try {
    appModule = await appFactory();
  } catch (error) {
    throw asLoadError(remote, './App', error);
  }
  return { descriptor, app: checkAppModule(appModule, remote) };
}

import { getInstance } from '@module-federation/enhanced/runtime';
import { ExposedModuleError } from './exposedErrors';
import { exposedId } from './exposedId';

/** What the loader needs of a federation runtime instance (ModuleFederation of @module-federation/runtime). */
export interface FederationLike {
  options: { name: string; remotes: readonly { name: string; alias?: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
}

const knows = (instance: FederationLike, remote: string) =>
  instance.options.remotes.some((known) => known.name === remote || known.alias === remote);

/**
 * The runtime instance that can load `remote`. No build of ours names a remote statically: the shell
 * registers the remotes of the deployment file at start-up (shell/src/federation/initFederation.ts).
 * shared-ui is a page-wide singleton, so its runtime is usually the shell's, which knows them; otherwise
 * (shared-ui provided by a remote's own bundle) the instance that registered the remote is found among
 * the page's instances, so a remote embeds another one from the same deployment, never from a URL of
 * its own.
 */
export function federationFor(remote: string, expose: string): FederationLike {
  const own = getInstance() as FederationLike | null;
  if (own && knows(own, remote)) return own;
  const registrar = getInstance((instance) => knows(instance as FederationLike, remote)) as FederationLike | null;
  if (registrar) return registrar;
  throw new ExposedModuleError(
    remote,
    expose,
    'absent',
    `Remote "${remote}" is not registered on this page (it is not in the deployment file), so ${exposedId(remote, expose)} cannot be loaded`,
  );
}

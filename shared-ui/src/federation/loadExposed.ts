import type { ComponentType } from 'react';
import { checkExposedModule } from './checkExposedModule';
import { ExposedModuleError, describeCause, isExposedModuleError } from './exposedErrors';
import { exposedId } from './exposedId';
import { federationFor } from './federationInstance';

export interface ExposedComponentSpec {
  /** Module Federation name of the exposing remote, as in the deployment file, e.g. `mfe_map`. */
  remote: string;
  /** The exposed path, e.g. `./RouteEditor`. */
  expose: string;
  /** The contract version the consumer was written for (the exposing remote's published type). */
  contractVersion: number;
}

export interface RetryPolicy {
  /** Extra attempts after the first one. */
  retries: number;
  /** Delay before the first retry; doubled for each next one. */
  delayMs: number;
}

/**
 * On top of the runtime's own retries of a manifest or entry fetch (the shell's retry plugin): a whole
 * load that still failed is tried again, briefly, so a remote that is really down shows its error within
 * seconds.
 */
export const DEFAULT_EXPOSED_RETRY: RetryPolicy = { retries: 2, delayMs: 300 };

export interface LoadExposedOptions {
  retry?: RetryPolicy;
  /** Loads `remote/expose` (tests); the federation runtime by default. */
  load?: (remote: string, expose: string) => Promise<unknown>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function loadThroughRuntime(remote: string, expose: string): Promise<unknown> {
  return federationFor(remote, expose).loadRemote<unknown>(exposedId(remote, expose));
}

/**
 * Loads a component another remote exposes and checks it (checkExposedModule). A failed load is tried
 * again `retry.retries` times with back-off; a remote the page does not know and a module that breaks
 * the contract fail at once, since waiting cannot change them. Rejects with an ExposedModuleError.
 */
export async function loadExposedComponent<P>(spec: ExposedComponentSpec, options: LoadExposedOptions = {}): Promise<ComponentType<P>> {
  const { remote, expose, contractVersion } = spec;
  const retry = options.retry ?? DEFAULT_EXPOSED_RETRY;
  const load = options.load ?? loadThroughRuntime;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retry.retries; attempt++) {
    if (attempt > 0) await sleep(retry.delayMs * 2 ** (attempt - 1));
    let module: unknown;
    try {
      module = await load(remote, expose);
    } catch (error) {
      if (isExposedModuleError(error) && error.kind !== 'unavailable') throw error;
      lastError = error;
      continue;
    }
    return checkExposedModule<P>(module, remote, expose, contractVersion);
  }
  throw new ExposedModuleError(
    remote,
    expose,
    'unavailable',
    `${exposedId(remote, expose)} could not be loaded after ${retry.retries + 1} attempts: ${describeCause(lastError)}`,
    lastError,
  );
}

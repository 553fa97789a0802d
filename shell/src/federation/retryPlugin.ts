import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';

/**
 * Failure layer 1: transient failures are retried before anyone sees an error.
 *
 * @module-federation/retry-plugin has no 2.9.x release on the registry (its newest, 0.17.1, would pull
 * a second, older @module-federation/sdk), so this is the same idea on the 2.9.2 runtime's own hooks:
 * - `fetch` (manifests): network errors and 5xx are retried with back-off; any other non-OK status
 *   fails at once with the status in the message (a wrong URL does not heal by waiting);
 * - `loadEntryError` (remoteEntry.js): the script is requested again.
 * The delays stay short: a remote that is really down must show its local error within seconds.
 */
export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries: number;
  /** Delay before the first retry; doubled for each next one. */
  delayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 2, delayMs: 300 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: RetryOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep(options.delayMs * 2 ** (attempt - 1));
    try {
      // A retry must not be answered from the HTTP cache that may hold the failure.
      const response = await fetchImpl(url, attempt === 0 ? init : { ...init, cache: 'reload' });
      if (response.ok) return response;
      lastError = new Error(`${url} answered HTTP ${response.status}`);
      if (response.status < 500) break;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export function createRetryPlugin(options: RetryOptions = DEFAULT_RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'nebo-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init, options);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = (async () => {
        let lastError: unknown;
        for (let attempt = 1; attempt <= options.retries; attempt++) {
          await sleep(options.delayMs * 2 ** (attempt - 1));
          // The runtime caches the in-flight load per entry; drop it so the script is requested again.
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch (error) {
            lastError = error;
          }
        }
        throw lastError ?? new Error(`${remoteInfo.entry} could not be loaded`);
      })();
      // The 2.9.2 typings declare a promise of a promise; the runtime awaits whatever comes back.
      return retried as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
    },
  };
}

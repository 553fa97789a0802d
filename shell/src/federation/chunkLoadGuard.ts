/**
 * Spec: "A failed chunk load triggers one automatic reload, at most once per minute" (chunk-reload
 * guard 60 s). A failed chunk of the shell usually means a new release replaced the old hashed files
 * under an open tab: reloading fetches the new index.html and its new chunk names.
 *
 * It must not fight the remote-down case: a chunk that belongs to a remote (its URL is under a
 * remote's manifest folder) is left to that remote's local error with retry — reloading the portal
 * would not bring a stopped remote back, it would only lose the user's page.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'nebo.chunkReloadAt';

export interface ChunkLoadErrorLike extends Error {
  name: 'ChunkLoadError';
  /** webpack sets the URL that failed. */
  request?: string;
}

export function isChunkLoadError(error: unknown): error is ChunkLoadErrorLike {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);
}

/** The URL of the chunk that failed: webpack's `request`, or the one in its message "(missing: URL)". */
export function chunkUrlOf(error: ChunkLoadErrorLike): string | undefined {
  if (typeof error.request === 'string' && error.request) return error.request;
  return /\((?:missing|error|timeout): ([^)\s]+)\)/.exec(error.message)?.[1];
}

/** The folders remotes are served from, taken from their manifest URLs. */
export function remoteAssetBases(
  manifestUrls: readonly string[],
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string[] {
  return manifestUrls.map((manifest) => new URL('.', new URL(manifest, base)).href);
}

/** Finds a chunk failure anywhere in an error's cause chain (the runtime wraps errors). */
export function findChunkLoadError(error: unknown): ChunkLoadErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (isChunkLoadError(current)) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

/** True when the failed chunk is the shell's own (not under any remote's folder). */
export function isShellChunkError(error: unknown, remoteBases: readonly string[]): boolean {
  const chunkError = findChunkLoadError(error);
  if (!chunkError) return false;
  const url = chunkUrlOf(chunkError);
  if (!url) return true;
  const absolute = new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
  return !remoteBases.some((base) => absolute.startsWith(base));
}

export interface ReloadEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage disabled: without memory a reload could loop, so none is attempted (see below).
  }
  return { now: () => Date.now(), storage, reload: () => window.location.reload() };
}

/**
 * Reloads the page unless it was already reloaded for a chunk failure in the last minute.
 * The time is kept in sessionStorage so it survives the reload itself. Returns true when reloading.
 */
export function reloadOnceForChunkError(environment: ReloadEnvironment = browserEnvironment()): boolean {
  const { storage } = environment;
  if (!storage) return false;
  const now = environment.now();
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  environment.reload();
  return true;
}

/**
 * For the shell's error boundaries and the global handler: reloads for a failed shell chunk (at most
 * once a minute) and returns true when it did, so the caller renders nothing instead of an error page.
 */
export function recoverFromChunkError(error: unknown, remoteBases: readonly string[], environment?: ReloadEnvironment): boolean {
  if (!isShellChunkError(error, remoteBases)) return false;
  return reloadOnceForChunkError(environment);
}

/**
 * Catches chunk failures no boundary saw (a rejected dynamic import outside React). Returns the
 * function that removes the listener.
 */
export function installChunkLoadGuard(remoteBases: readonly string[]): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (recoverFromChunkError(event.reason, remoteBases)) event.preventDefault();
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}

import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  chunkUrlOf,
  isShellChunkError,
  recoverFromChunkError,
  reloadOnceForChunkError,
  remoteAssetBases,
  type ChunkLoadErrorLike,
  type ReloadEnvironment,
} from './chunkLoadGuard';
import { RemoteLoadError } from './errors';

function chunkError(url: string): ChunkLoadErrorLike {
  const error = new Error(`Loading chunk 412 failed.\n(missing: ${url})`) as ChunkLoadErrorLike;
  error.name = 'ChunkLoadError';
  error.request = url;
  return error;
}

function memoryEnvironment(start: number): ReloadEnvironment & { reloads: number; clock: number } {
  const store = new Map<string, string>();
  const env = {
    reloads: 0,
    clock: start,
    now: () => env.clock,
    storage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) },
    reload: () => {
      env.reloads += 1;
    },
  };
  return env;
}

const bases = remoteAssetBases(
  ['http://localhost:3105/mf-manifest.json', '/remotes/mfe-admin/mf-manifest.json'],
  'http://localhost:8080/drones/',
);

describe('telling the shell’s chunks from a remote’s', () => {
  it('derives each remote’s folder from its manifest URL', () => {
    expect(bases).toEqual(['http://localhost:3105/', 'http://localhost:8080/remotes/mfe-admin/']);
  });

  it('reads the failed URL from webpack’s request or from its message', () => {
    const error = chunkError('http://localhost:8080/412.abcd1234.js');
    expect(chunkUrlOf(error)).toBe('http://localhost:8080/412.abcd1234.js');
    delete error.request;
    expect(chunkUrlOf(error)).toBe('http://localhost:8080/412.abcd1234.js');
  });

  it('calls a chunk of the shell a shell chunk, and a remote’s chunk not', () => {
    expect(isShellChunkError(chunkError('http://localhost:8080/412.abcd1234.js'), bases)).toBe(true);
    expect(isShellChunkError(chunkError('http://localhost:3105/87.b5b512f8.js'), bases)).toBe(false);
    expect(isShellChunkError(chunkError('http://localhost:8080/remotes/mfe-admin/1.js'), bases)).toBe(false);
  });

  it('looks through the runtime’s wrapping (cause chain) and ignores other errors', () => {
    const wrapped = new RemoteLoadError('mfe_insurance', './App', chunkError('http://localhost:3105/87.b5b512f8.js'));
    expect(isShellChunkError(wrapped, bases)).toBe(false);
    expect(isShellChunkError(new Error('boom'), bases)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads once, then not again within a minute, then again after it', () => {
    const env = memoryEnvironment(1_000_000);
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(env.reloads).toBe(1);
    expect(env.storage?.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');

    env.clock += CHUNK_RELOAD_WINDOW_MS - 1;
    expect(reloadOnceForChunkError(env)).toBe(false);
    expect(env.reloads).toBe(1);

    env.clock += 1;
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('never reloads without storage to remember it (no reload loops)', () => {
    const env = { ...memoryEnvironment(0), storage: null };
    expect(reloadOnceForChunkError(env)).toBe(false);
  });
});

describe('recoverFromChunkError', () => {
  it('reloads for the shell’s own chunk but leaves a remote’s failure to its local error', () => {
    const env = memoryEnvironment(5_000_000);
    expect(recoverFromChunkError(chunkError('http://localhost:3105/87.b5b512f8.js'), bases, env)).toBe(false);
    expect(env.reloads).toBe(0);
    expect(recoverFromChunkError(chunkError('http://localhost/412.abcd1234.js'), bases, env)).toBe(true);
    expect(env.reloads).toBe(1);
  });
});

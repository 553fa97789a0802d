/**
 * A remote that could not be loaded (its server is down, its manifest or entry is broken, one of its
 * chunks failed, or its module threw while initialising). Failure layer 2 (the errorLoadRemote hook)
 * turns whatever the runtime threw into this, so layer 3 (the error boundary) knows which remote failed
 * and can offer a retry without knowing Module Federation's error codes.
 */
export type RemoteLoadPhase = 'manifest' | 'entry' | 'chunk' | 'module' | 'unknown';

export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly expose: string | undefined;
  readonly phase: RemoteLoadPhase;

  constructor(remote: string, expose: string | undefined, cause: unknown) {
    const phase = phaseOf(cause);
    super(`Remote "${remote}"${expose ? ` (${expose})` : ''} could not be loaded [${phase}]: ${describe(cause)}`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.expose = expose;
    this.phase = phase;
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message.split('\n')[0] ?? cause.name;
  return String(cause);
}

/** Reads the runtime's error codes (RUNTIME-003 manifest, RUNTIME-008 remote entry) and webpack's ChunkLoadError. */
export function phaseOf(cause: unknown): RemoteLoadPhase {
  if (!(cause instanceof Error)) return 'unknown';
  if (cause.name === 'ChunkLoadError') return 'chunk';
  const message = cause.message;
  if (/RUNTIME-003|RUNTIME-013|manifest/i.test(message)) return 'manifest';
  if (/RUNTIME-008|remoteEntry|ScriptExecutionError/i.test(message)) return 'entry';
  return 'module';
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof Error && error.name === 'RemoteLoadError' && 'remote' in error;
}

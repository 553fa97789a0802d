/**
 * Why a component another remote exposes could not be shown. The kind decides what the page offers:
 * - `absent`: the page's deployment does not list that remote (a deployment without it, or the standalone
 *   development page); loading again cannot help;
 * - `unavailable`: it is listed but did not load after the retries (its server is down, a chunk failed);
 *   a Retry may help;
 * - `incompatible`: it loaded but breaks the contract the consumer was written for (no component, another
 *   contract version); the two remotes have to be published together again.
 */
export type ExposedFailureKind = 'absent' | 'unavailable' | 'incompatible';

export class ExposedModuleError extends Error {
  readonly remote: string;
  readonly expose: string;
  readonly kind: ExposedFailureKind;

  constructor(remote: string, expose: string, kind: ExposedFailureKind, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ExposedModuleError';
    this.remote = remote;
    this.expose = expose;
    this.kind = kind;
  }
}

export function isExposedModuleError(error: unknown): error is ExposedModuleError {
  return error instanceof Error && error.name === 'ExposedModuleError' && 'kind' in error;
}

/** The first line of whatever was thrown, for a message a person can read. */
export function describeCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message.split('\n')[0] ?? cause.name;
  return String(cause);
}

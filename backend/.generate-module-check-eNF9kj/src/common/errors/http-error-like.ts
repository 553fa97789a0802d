/**
 * A failure that names its HTTP status (`statusCode` or `status`) without being one of Nest's exceptions:
 * thrown by a library below the controllers. Its message may quote internals, so only the status is used.
 */
export interface HttpErrorLike {
  status: number;
}

export function asHttpErrorLike(value: unknown): HttpErrorLike | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as { status?: unknown; statusCode?: unknown };
  const status = candidate.statusCode ?? candidate.status;
  if (typeof status !== 'number' || status < 400 || status > 599) return undefined;
  return { status };
}

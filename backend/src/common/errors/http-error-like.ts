/**
 * Errors raised by Express middleware before Nest's routing (body-parser's malformed JSON, payload too
 * large) follow the http-errors convention: a numeric `status` (or `statusCode`), an `expose` flag and a
 * `type` naming the failure.
 */
export interface HttpErrorLike {
  status: number;
  message: string;
  expose?: boolean;
  type?: string;
}

export function asHttpErrorLike(value: unknown): HttpErrorLike | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as { status?: unknown; statusCode?: unknown; message?: unknown; expose?: unknown; type?: unknown };
  const status = candidate.status ?? candidate.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 599 || typeof candidate.message !== 'string') return undefined;
  return {
    status,
    message: candidate.message,
    expose: typeof candidate.expose === 'boolean' ? candidate.expose : undefined,
    type: typeof candidate.type === 'string' ? candidate.type : undefined,
  };
}

/** A client-safe message; body-parser's own texts quote parser internals, so the known kinds are reworded. */
export function describeHttpError(error: HttpErrorLike): string | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return 'Malformed JSON in request body';
    case 'entity.too.large':
      return 'Request body is too large';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'Unsupported request body encoding';
    case 'request.aborted':
      return 'Request was aborted';
    default:
      return error.expose === true && error.status < 500 ? error.message : undefined;
  }
}

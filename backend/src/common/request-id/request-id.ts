import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is honoured only when it looks like an id: it ends up in every log line, so free text
 * there would let a client forge log content.
 */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

type RequestWithId = IncomingMessage & { id?: unknown };

/**
 * Returns the request's id — the caller's `x-request-id` when acceptable, else a fresh UUID — and echoes
 * it in the response header so a client can quote it when reporting a problem. Idempotent: the first
 * middleware assigns it, the request logger reuses it.
 */
export function assignRequestId(req: RequestWithId, res: ServerResponse): string {
  if (typeof req.id === 'string') return req.id;
  const incoming = req.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  const id = candidate && ACCEPTABLE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * Express middleware installed first of all, so that even requests answered before Nest's own middleware
 * (identity provider, body-parser errors, Swagger) carry an id.
 */
export function requestIdMiddleware(req: RequestWithId, res: ServerResponse, next: () => void): void {
  assignRequestId(req, res);
  next();
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is honoured only when it looks like an id: it ends up in every log line, so free text
 * there would let a client forge log content.
 */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's `x-request-id` when acceptable, else a fresh UUID. Fastify calls it once
 * per request (`genReqId`); the request hooks echo it in the response header so a client can quote it when
 * reporting a problem.
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  return candidate && ACCEPTABLE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
}

import type { IncomingMessage } from 'node:http';

/**
 * Whether the request announces a body (RFC 9112 §6.3: a Transfer-Encoding or a Content-Length header),
 * the same test the body parsers make before reading.
 */
export function hasBody(req: Pick<IncomingMessage, 'headers'>): boolean {
  return req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
}

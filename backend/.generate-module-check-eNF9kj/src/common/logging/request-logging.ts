import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '../request-id/request-id';
import { requestContext } from './request-context';

/** Paths whose calls get no request line: probes and scrapes would drown the useful lines. */
const QUIET_PATHS = new Set(['/health/live', '/health/ready', '/metrics']);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

function levelOf(statusCode: number): 'info' | 'warn' | 'error' {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'warn';
  return 'info';
}

/**
 * Per request, first of all hooks: the id (Fastify's `request.id`, from `genReqId`) goes into the response
 * header — on the raw response, so answers the identity provider writes itself carry it too — and the
 * request context every log line reads is entered for the rest of the request's handling.
 * When it is answered: one line `{ reqId, req: { method, url }, res: { statusCode }, responseTime }`, a
 * warning for 4xx and an error for 5xx. Headers are left out entirely: they carry bearer tokens and cookies.
 * The URL keeps its query, with secret parameters (`access_token`, `id_token_hint`, `code`…) masked by the
 * logger's `req` serializer (safe-log-options.ts), as every line that carries a request is.
 */
export function installRequestLogging(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    requestContext.run({ reqId: request.id }, done);
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const { statusCode } = reply;
    const level = levelOf(statusCode);
    // The URL as it arrived: the identity provider's Express app rewrites the raw one below its mount path.
    const url = request.originalUrl;
    if (logger.isLevelEnabled(level) && !QUIET_PATHS.has(pathOf(url))) {
      logger[level](
        { reqId: request.id, req: { method: request.method, url }, res: { statusCode }, responseTime: reply.elapsedTime },
        statusCode >= 500 ? 'request errored' : 'request completed',
      );
    }
    done();
  });
}

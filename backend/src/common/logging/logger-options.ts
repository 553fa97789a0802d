import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { LogLevel } from '../../config/app-config';
import { assignRequestId } from '../request-id/request-id';

/** Paths whose calls get no request line: probes and scrapes would drown the useful lines. */
const QUIET_PATHS = new Set(['/health/live', '/health/ready', '/metrics']);

function pathOf(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * Structured JSON logs (pino) with one line per request: its request id (`reqId`), `req` (method, url),
 * `res` (status), `responseTime` in ms. Every log written while handling a request carries the same
 * `reqId` (nestjs-pino keeps the request's logger in async local storage).
 *
 * The request's logger binds only the id (quietReqLogger/quietResLogger): pino-http would otherwise bind
 * the serialised request to a child logger on every call — running the serializer and stringifying its
 * result up front, tens of microseconds per call even when nothing is logged. Method and url are added to
 * the one request line instead, when it is written.
 */
export function loggerOptions(level: LogLevel): Params {
  return {
    pinoHttp: {
      level,
      genReqId: assignRequestId,
      quietReqLogger: true,
      quietResLogger: true,
      customLogLevel: (_req, res, err) => {
        if (err || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return 'info';
      },
      customSuccessObject: (req: IncomingMessage, _res: ServerResponse, line: object) => ({ req, ...line }),
      customErrorObject: (req: IncomingMessage, _res: ServerResponse, _error: Error, line: object) => ({ req, ...line }),
      autoLogging: { ignore: (req) => QUIET_PATHS.has(pathOf(req.url)) },
      // Headers are left out of the request lines entirely: they carry bearer tokens and cookies.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}

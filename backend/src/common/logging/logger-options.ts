import type { Params } from 'nestjs-pino';
import type { LogLevel } from '../../config/app-config';
import { assignRequestId } from '../request-id/request-id';

/** Paths whose successful calls are not logged: probes and scrapes would drown the useful lines. */
const QUIET_PATHS = new Set(['/health/live', '/health/ready', '/metrics']);

/**
 * Structured JSON logs (pino) with one line per request carrying its request id; every log written while
 * handling a request carries the same id (nestjs-pino keeps it in async local storage).
 */
export function loggerOptions(level: LogLevel): Params {
  return {
    pinoHttp: {
      level,
      genReqId: assignRequestId,
      customLogLevel: (_req, res, err) => {
        if (err || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return 'info';
      },
      autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?')[0]) },
      // Headers are left out of the request lines entirely: they carry bearer tokens and cookies.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}

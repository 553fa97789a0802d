import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../../config/app-config';
import { requestContext } from './request-context';
import { SAFE_LOG_OPTIONS } from './safe-log-options';

/**
 * The one pino logger of the process: JSON lines, and the current request's id (`reqId`) added to every
 * line written while a request is handled. The id comes from the request context when the line is written
 * (pino's mixin), not from a child logger made per request: that child would cost tens of microseconds on
 * every call, logged or not. Secrets and control characters are kept out of every line (SAFE_LOG_OPTIONS).
 */
export function createRootLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      ...SAFE_LOG_OPTIONS,
      level,
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { reqId: context.reqId } : {};
      },
    },
    destination,
  );
}

type NestLevel = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';
const PINO_LEVEL: Record<NestLevel, 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal'> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'trace',
  fatal: 'fatal',
};

/**
 * Nest's logger interface over the root logger, so `new Logger('Context')` in any module writes the same
 * JSON lines: `{ level, time, context, msg }`, plus `reqId` inside a request and `err` for an Error.
 */
export class AppLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: NestLevel, message: unknown, rest: unknown[]): void {
    const method = PINO_LEVEL[level];
    if (!this.logger.isLevelEnabled(method)) return;
    // Nest passes the context last; an error's stack, when given, just before it.
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const details = context === undefined ? rest : rest.slice(0, -1);
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) {
      this.logger[method]({ ...fields, err: message }, message.message);
      return;
    }
    const stack = details.find((item): item is string => typeof item === 'string');
    if (stack) fields.stack = stack;
    if (typeof message === 'object' && message !== null) this.logger[method]({ ...fields, ...message });
    else this.logger[method](fields, String(message));
  }
}

import type { LogLevel as NestLogLevel } from '@nestjs/common';
import type { LogLevel } from '../../config/app-config';

const ORDER: NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
const CUT: Record<LogLevel, number> = { silent: 0, fatal: 1, error: 2, warn: 3, info: 4, debug: 5, trace: 6 };

/**
 * Nest's console logger levels matching LOG_LEVEL, for the lines written before the application (and its
 * pino logger) exists: configuration errors and the embedded database's start.
 */
export function nestLogLevels(level: LogLevel): NestLogLevel[] {
  return ORDER.slice(0, CUT[level]);
}

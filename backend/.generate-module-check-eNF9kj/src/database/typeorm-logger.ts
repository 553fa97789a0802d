import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/**
 * Sends TypeORM's own messages through the application logger (pino in production) instead of the
 * console: migrations at info, slow queries as warnings. Failed queries are logged at debug only — the
 * error reaches the caller, which decides whether it matters (a unique violation can be expected).
 */
export class TypeOrmLogger implements Logger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {
    // Individual queries are not logged: too noisy, and parameters may hold personal data.
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.debug(`Query failed: ${error instanceof Error ? error.message : error} — ${query}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query}`);
  }

  logSchemaBuild(message: string): void {
    this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}

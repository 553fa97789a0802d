import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { nestLogLevels } from './common/logging/nest-log-levels';
import { ConfigError } from './config/config-error';
import { loadConfig } from './config/load-config';
import { OpenDatabase, openDatabase } from './database/open-database';

const logger = new Logger('Main');

/**
 * Starts the backend: validated configuration, database (embedded PostgreSQL unless DATABASE_URL is set),
 * application, HTTP listener; and stops them in reverse order on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  Logger.overrideLogger(nestLogLevels(config.logLevel));
  const database = await openDatabase(config, (line) => new Logger('EmbeddedPostgres').debug(line.trim()));
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  try {
    app = await createApp(database.config);
    await listenOnEveryInterface(app, config.port);
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  logger.log(`Nebo backend listening on ${config.publicUrl} (port ${config.port}); API docs at ${config.publicUrl}/docs`);
  stopOnSignals(app, database);
}

/**
 * Every interface, as Node's own listen does without a host (Fastify's default would be localhost only):
 * IPv6 and IPv4 where the machine has IPv6, else IPv4.
 */
async function listenOnEveryInterface(app: Awaited<ReturnType<typeof createApp>>, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

function stopOnSignals(app: { close(): Promise<void> }, database: OpenDatabase): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A bad configuration is an operator's mistake: say what to fix, without a stack trace.
  if (error instanceof ConfigError) logger.error(error.message);
  else logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});

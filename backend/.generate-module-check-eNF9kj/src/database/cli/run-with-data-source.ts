import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { nestLogLevels } from '../../common/logging/nest-log-levels';
import { loadConfig } from '../../config/load-config';
import { ConfigError } from '../../config/config-error';
import { dataSourceOptions } from '../data-source-options';
import { openDatabase } from '../open-database';

/**
 * Shared frame of the database commands: same configuration and database choice as the server (embedded
 * PostgreSQL when DATABASE_URL is unset), then the given work, then a clean shutdown and an exit code.
 */
export async function runWithDataSource(command: string, work: (dataSource: DataSource) => Promise<void>): Promise<void> {
  const logger = new Logger(command);
  try {
    const config = loadConfig();
    Logger.overrideLogger(nestLogLevels(config.logLevel));
    const database = await openDatabase(config, (line) => logger.debug(line.trim()));
    const dataSource = new DataSource(dataSourceOptions(database.config.databaseUrl));
    try {
      await dataSource.initialize();
      await work(dataSource);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.close();
    }
  } catch (error) {
    // Operators need the reason in one line; the stack is there at LOG_LEVEL=debug.
    logger.error(error instanceof Error ? error.message : String(error));
    if (error instanceof Error && !(error instanceof ConfigError)) logger.debug(error.stack);
    process.exitCode = 1;
  }
}

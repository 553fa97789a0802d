import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
    const database = await openDatabase(loadConfig(), (line) => logger.debug(line.trim()));
    const dataSource = new DataSource(dataSourceOptions(database.config.databaseUrl));
    try {
      await dataSource.initialize();
      await work(dataSource);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.close();
    }
  } catch (error) {
    logger.error(error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  }
}

import path from 'node:path';
import { AppConfig, ResolvedAppConfig } from '../config/app-config';
import { RunningPostgres, startEmbeddedPostgres } from './embedded-postgres';

export interface OpenDatabase {
  config: ResolvedAppConfig;
  /** Stops the embedded server if one was started; a no-op for a server given by DATABASE_URL. */
  close(): Promise<void>;
}

/** Name of the application database inside the embedded cluster. */
export const EMBEDDED_DATABASE_NAME = 'nebo';

/**
 * Chooses the database for this process: the server named by DATABASE_URL, or else an embedded
 * PostgreSQL keeping its data in `<DATA_DIR>/postgres` between runs.
 */
export async function openDatabase(config: AppConfig, log: (message: string) => void): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    return { config: { ...config, databaseUrl: config.databaseUrl }, close: async () => undefined };
  }
  const server: RunningPostgres = await startEmbeddedPostgres({
    databaseDir: path.join(config.dataDir, 'postgres'),
    port: config.embeddedDatabasePort,
    databaseName: EMBEDDED_DATABASE_NAME,
    log,
  });
  return { config: { ...config, databaseUrl: server.url }, close: () => server.stop() };
}

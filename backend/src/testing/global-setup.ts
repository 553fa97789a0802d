import { maintenanceUrl, quoteIdentifier, withConnection } from '../database/maintenance-connection';
import { RUN_DATABASE_ENV, baseTestDatabaseUrl, createEmptyDatabase, databaseName, withDatabaseName } from './test-database';

/**
 * Creates this run's own empty database, `<base>_run<pid>`, so that runs started side by side (two
 * engineers, CI retries) never share or wipe each other's data. Databases of runs whose process is gone
 * are dropped first. The migrations then build the schema from scratch when the first app starts.
 */
export default async function globalSetup(): Promise<void> {
  const base = baseTestDatabaseUrl();
  await dropAbandonedRunDatabases(base);
  const url = withDatabaseName(base, `${databaseName(base)}_run${process.pid}`);
  await createEmptyDatabase(url);
  process.env[RUN_DATABASE_ENV] = url;
}

async function dropAbandonedRunDatabases(base: string): Promise<void> {
  const prefix = `${databaseName(base)}_run`;
  await withConnection(maintenanceUrl(base), async (query) => {
    const rows = await query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) {
      const pid = Number(datname.slice(prefix.length));
      if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
        await query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
      }
    }
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import { maintenanceUrl, quoteIdentifier, withConnection } from '../database/maintenance-connection';
import { type EmbeddedTestServer, startEmbeddedTestServer } from './embedded-test-server';
import { RUN_DATABASE_ENV, createEmptyDatabase, databaseName, withDatabaseName } from './test-database';
import { assertTestDatabaseUrl } from './test-database-guard';
import { chooseTestServer, tcpAnswers } from './test-server';

/** The embedded server of this run, for the global teardown (which runs in this same process). */
export const EMBEDDED_SERVER_KEY = Symbol.for('nebo.test.embeddedServer');
type WithEmbeddedServer = typeof globalThis & { [EMBEDDED_SERVER_KEY]?: EmbeddedTestServer };

/**
 * Picks the server (TEST_DATABASE_URL, else a PostgreSQL answering at 127.0.0.1:5432, else an embedded
 * one started for this run only) and creates this run's own empty database there, `<base>_run<pid>`, so
 * that runs started side by side (two engineers, CI retries) never share or wipe each other's data.
 * Databases of runs whose process is gone are dropped first. The migrations then build the schema from
 * scratch when the first app starts. The workers inherit the environment set here.
 */
export default async function globalSetup(): Promise<void> {
  const base = await testServerUrl();
  try {
    assertTestDatabaseUrl(base);
    process.env.TEST_DATABASE_URL = base;
    // The sign-in server's specs keep their own databases, on the same server.
    process.env.AUTH_TEST_DATABASE_URL ||= withDatabaseName(base, 'nebo_auth_test');
    await dropAbandonedRunDatabases(base);
    const url = withDatabaseName(base, `${databaseName(base)}_run${process.pid}`);
    await createEmptyDatabase(url);
    process.env[RUN_DATABASE_ENV] = url;
  } catch (error) {
    // Jest skips the global teardown when the set-up fails.
    await stopEmbeddedServer();
    throw error;
  }
}

async function testServerUrl(): Promise<string> {
  const choice = await chooseTestServer(process.env, tcpAnswers);
  if (choice.kind !== 'embedded') return choice.url;
  const started = Date.now();
  const server = await startEmbeddedTestServer();
  (globalThis as WithEmbeddedServer)[EMBEDDED_SERVER_KEY] = server;
  process.stdout.write(
    `\nNo TEST_DATABASE_URL and no PostgreSQL at ${choice.probed}: started an embedded PostgreSQL for this run ` +
      `on port ${server.port} in ${server.folder} (${((Date.now() - started) / 1000).toFixed(1)} s).\n`,
  );
  return server.url;
}

/** Stops and removes this run's embedded server, if it started one. */
export async function stopEmbeddedServer(): Promise<void> {
  const holder = globalThis as WithEmbeddedServer;
  const server = holder[EMBEDDED_SERVER_KEY];
  delete holder[EMBEDDED_SERVER_KEY];
  await server?.stop();
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

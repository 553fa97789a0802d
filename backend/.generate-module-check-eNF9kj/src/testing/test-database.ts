import { maintenanceUrl, quoteIdentifier, withConnection } from '../database/maintenance-connection';
import { assertTestDatabaseUrl } from './test-database-guard';

/** Set by the global set-up: the database this test run created for itself (see test-server.ts for where). */
export const RUN_DATABASE_ENV = 'NEBO_TEST_RUN_DATABASE_URL';

export function runDatabaseUrl(): string {
  const url = process.env[RUN_DATABASE_ENV];
  if (!url) throw new Error(`${RUN_DATABASE_ENV} is not set: run integration tests through jest.integration.config.js`);
  assertTestDatabaseUrl(url);
  return url;
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

export function withDatabaseName(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${encodeURIComponent(name)}`;
  return copy.toString();
}

/** Drops (if present) and creates an empty database; refuses any name without "test". */
export async function createEmptyDatabase(url: string): Promise<void> {
  assertTestDatabaseUrl(url);
  const name = quoteIdentifier(databaseName(url));
  await withConnection(maintenanceUrl(url), async (query) => {
    await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await query(`CREATE DATABASE ${name}`);
  });
}

export async function dropDatabase(url: string): Promise<void> {
  assertTestDatabaseUrl(url);
  await withConnection(maintenanceUrl(url), (query) => query(`DROP DATABASE IF EXISTS ${quoteIdentifier(databaseName(url))} WITH (FORCE)`));
}

import { maintenanceUrl, quoteIdentifier, withConnection } from '../../src/database/maintenance-connection';

/** The benchmark's own database; like test databases, its name must contain "test" (it is created, filled and kept). */
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/nebo_bench_test';

export function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
  const name = databaseName(url);
  if (!name.includes('test')) throw new Error(`Refusing to benchmark in "${name}": the bench database name must contain "test"`);
  return url;
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Creates the database when it does not exist yet (its contents are kept between runs). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await withConnection(maintenanceUrl(url), async (query) => {
    const rows = await query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) await query(`CREATE DATABASE ${quoteIdentifier(name)}`);
  });
}

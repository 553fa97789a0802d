import { DataSource } from 'typeorm';

export type Query = <Row = Record<string, unknown>>(sql: string, parameters?: unknown[]) => Promise<Row[]>;

/** Connects to `databaseUrl` with a single connection, runs `work`, and always disconnects. */
export async function withConnection<T>(databaseUrl: string, work: (query: Query) => Promise<T>): Promise<T> {
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl, extra: { max: 1 } });
  await dataSource.initialize();
  try {
    return await work((sql, parameters) => dataSource.query(sql, parameters));
  } finally {
    await dataSource.destroy();
  }
}

/** The same server's `postgres` maintenance database, from which other databases are created or dropped. */
export function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

/** Quotes an identifier (a database name) for SQL, where parameters cannot be used. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

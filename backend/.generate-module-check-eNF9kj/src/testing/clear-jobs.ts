import type { DataSource } from 'typeorm';

/**
 * The run's database is shared by the spec files, one after another, and test apps run no job workers
 * (test-app.ts): jobs another file left in a module's queues would be run by this file's `runDue`. A spec that
 * counts what its `runDue` does starts by clearing the queues it counts (names by prefix, e.g. 'agreements.').
 */
export async function clearJobs(t: { dataSource: DataSource }, ...queuePrefixes: string[]): Promise<void> {
  for (const prefix of queuePrefixes) await t.dataSource.query(`DELETE FROM pgboss.job WHERE starts_with(name, $1)`, [prefix]);
}

import type { TestApp } from '../../../testing/test-app';

/**
 * The run's database is shared by the spec files, one after another: jobs another file left in the agreements'
 * queues (its worker off, its app closed first) would be run by this file's `runDue` against this file's centre.
 * Called in beforeAll, so a spec counts only the sends it made.
 */
export async function clearAgreementJobs(t: TestApp): Promise<void> {
  await t.dataSource.query(`DELETE FROM pgboss.job WHERE name LIKE 'agreements.%'`);
}

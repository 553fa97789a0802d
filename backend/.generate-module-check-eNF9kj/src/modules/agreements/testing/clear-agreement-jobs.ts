import { clearJobs } from '../../../testing/clear-jobs';
import type { TestApp } from '../../../testing/test-app';

/**
 * Clears the agreements' queues and the local administrations' application letters (see testing/clear-jobs.ts),
 * so a spec of the agreements counts only the sends it made. Called in beforeAll.
 */
export async function clearAgreementJobs(t: Pick<TestApp, 'dataSource'>): Promise<void> {
  await clearJobs(t, 'agreements.', 'local-agreements.');
}

import { RUN_DATABASE_ENV, dropDatabase } from './test-database';

/** Drops this run's database; nothing of a test run outlives it. */
export default async function globalTeardown(): Promise<void> {
  const url = process.env[RUN_DATABASE_ENV];
  if (url) await dropDatabase(url);
}

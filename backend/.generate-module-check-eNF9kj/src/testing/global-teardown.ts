import { stopEmbeddedServer } from './global-setup';
import { RUN_DATABASE_ENV, dropDatabase } from './test-database';

/** Drops this run's database and stops the embedded server if the set-up started one; nothing outlives the run. */
export default async function globalTeardown(): Promise<void> {
  const url = process.env[RUN_DATABASE_ENV];
  try {
    if (url) await dropDatabase(url);
  } finally {
    await stopEmbeddedServer();
  }
}

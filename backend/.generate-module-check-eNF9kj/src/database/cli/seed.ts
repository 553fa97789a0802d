import { runSeeds } from '../prepare-database';
import { runWithDataSource } from './run-with-data-source';

// `npm run -w backend database:seed`: applies the idempotent seeds (the server also does so at start).
void runWithDataSource('database:seed', async (dataSource) => {
  if (await dataSource.showMigrations()) {
    throw new Error('The database has pending migrations; run database:migrate first');
  }
  await runSeeds(dataSource);
});

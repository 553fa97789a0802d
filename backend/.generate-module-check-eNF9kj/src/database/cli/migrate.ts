import { runMigrations } from '../prepare-database';
import { runWithDataSource } from './run-with-data-source';

// `npm run -w backend database:migrate`: applies pending migrations (the server also does so at start).
void runWithDataSource('database:migrate', async (dataSource) => {
  await runMigrations(dataSource);
});

import { Logger } from '@nestjs/common';
import { parseArgs } from 'node:util';
import { runWithDataSource } from '../../../database/cli/run-with-data-source';
import { MapSeeder } from '../data/seed/map-seeder';
import { MapObjectsRepository } from '../repositories/map-objects.repository';

// `npm run -w backend map:seed [-- --force]`: loads the map's reference datasets (the server also does so
// at start, except on test databases); --force reloads them even when their version is already loaded.
const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });

void runWithDataSource('map:seed', async (dataSource) => {
  if (await dataSource.showMigrations()) throw new Error('The database has pending migrations; run database:migrate first');
  const seeder = new MapSeeder(dataSource, new MapObjectsRepository(dataSource));
  for (const result of await seeder.seed({ force: values.force })) {
    new Logger('map:seed').log(
      result.status === 'loaded'
        ? `${result.name} ${result.version}: ${result.objects} objects, ${result.removed} removed, ${result.milliseconds} ms`
        : `${result.name} ${result.version}: up to date`,
    );
  }
});

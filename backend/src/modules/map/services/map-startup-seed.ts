import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MapSeeder } from '../data/seed/map-seeder';

/**
 * Loads the map's reference data when the application starts, like the platform's other seeds (a dataset
 * already at its version costs one query). The first load of an empty database takes several seconds
 * (the zonal-centre areas are unions of the subjects' boundaries).
 *
 * Test databases (by the project's rule, their names contain "test") start with an empty map: tests
 * insert the geometry they reason about, and other modules' tests do not pay for the load. Load them on
 * purpose with `npm run -w backend map:seed`.
 */
@Injectable()
export class MapStartupSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('MapSeeder');

  constructor(
    private readonly dataSource: DataSource,
    private readonly seeder: MapSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const [{ name }] = (await this.dataSource.query('SELECT current_database() AS name')) as Array<{ name: string }>;
    if (name.includes('test')) {
      this.logger.log(`Database ${name} is a test database: map reference data is not loaded at start (map:seed loads it)`);
      return;
    }
    await this.seeder.seed();
  }
}

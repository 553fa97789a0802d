import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MapSeeder } from '../data/seed/map-seeder';

/**
 * Loads the map's reference data in the background when the application starts (a dataset already at its
 * version costs one query). The first load of an empty database takes several seconds
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
    // The first load of an empty database takes up to a minute on a small machine. The rest of the platform
    // must not wait for it: the server becomes ready at once and the map fills in when the load commits
    // (each dataset in its own transaction, so a stop half-way leaves the previous state, loaded next start).
    void this.seeder.seed().catch((error: unknown) => {
      this.logger.warn(
        `Map reference data not loaded this time (${error instanceof Error ? error.message : String(error)}); it is retried at the next start or by map:seed`,
      );
    });
  }
}

import type { ModuleManifest } from '../module-manifest';
import { DroneLibraryModule } from './drone-library.module';
import { droneLibraryMigrations } from './migrations';
import { droneLibrarySeed } from './seeds/drone-library.seed';

export const droneLibraryManifest = {
  name: 'drone-library',
  module: DroneLibraryModule,
  migrations: droneLibraryMigrations,
  seeds: [droneLibrarySeed],
} satisfies ModuleManifest;

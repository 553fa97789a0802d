import type { ModuleManifest } from '../module-manifest';
import { DronesModule } from './drones.module';
import { dronesMigrations } from './migrations';

export const dronesManifest = {
  name: 'drones',
  module: DronesModule,
  migrations: dronesMigrations,
} satisfies ModuleManifest;

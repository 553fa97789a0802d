import type { ModuleManifest } from '../module-manifest';
import { readMapConfig } from './map.config';
import { MapModule } from './map.module';
import { mapMigrations } from './migrations';

export const mapManifest = {
  name: 'map',
  module: MapModule,
  migrations: mapMigrations,
  config: readMapConfig,
} satisfies ModuleManifest;

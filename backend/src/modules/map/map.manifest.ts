import type { ModuleManifest } from '../module-manifest';
import { MapModule } from './map.module';
import { mapMigrations } from './migrations';

export const mapManifest: ModuleManifest = {
  name: 'map',
  module: MapModule,
  migrations: mapMigrations,
};

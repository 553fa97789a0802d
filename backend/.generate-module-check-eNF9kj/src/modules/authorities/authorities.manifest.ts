import type { ModuleManifest } from '../module-manifest';
import { AuthoritiesModule } from './authorities.module';
import { authoritiesMigrations } from './migrations';
import { zonalCentresSeed } from './seeds/zonal-centres.seed';

export const authoritiesManifest = {
  name: 'authorities',
  module: AuthoritiesModule,
  migrations: authoritiesMigrations,
  seeds: [zonalCentresSeed],
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { HealthModule } from './health.module';

export const healthManifest: ModuleManifest = {
  name: 'health',
  module: HealthModule,
};

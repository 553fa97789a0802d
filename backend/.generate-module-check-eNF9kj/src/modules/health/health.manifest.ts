import type { ModuleManifest } from '../module-manifest';
import { HealthModule } from './health.module';

export const healthManifest = {
  name: 'health',
  module: HealthModule,
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { readSystemConfig } from './system.config';
import { SystemModule } from './system.module';

export const systemManifest = {
  name: 'system',
  module: SystemModule,
  config: readSystemConfig,
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { GeneratedProbeModule } from './generated-probe.module';
import { generatedProbeMigrations } from './migrations';

export const generatedProbeManifest = {
  name: 'generated-probe',
  module: GeneratedProbeModule,
  migrations: generatedProbeMigrations,
} satisfies ModuleManifest;

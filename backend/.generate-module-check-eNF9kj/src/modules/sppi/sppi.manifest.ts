import type { ModuleManifest } from '../module-manifest';
import { sppiMigrations } from './migrations';
import { readSppiConfig } from './sppi.config';
import { SppiModule } from './sppi.module';

export const sppiManifest = {
  name: 'sppi',
  module: SppiModule,
  migrations: sppiMigrations,
  config: readSppiConfig,
} satisfies ModuleManifest;

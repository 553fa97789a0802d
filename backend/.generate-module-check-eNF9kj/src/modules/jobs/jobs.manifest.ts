import type { ModuleManifest } from '../module-manifest';
import { readJobsConfig } from './jobs.config';
import { JobsModule } from './jobs.module';
import { jobsMigrations } from './migrations';

export const jobsManifest = {
  name: 'jobs',
  module: JobsModule,
  migrations: jobsMigrations,
  config: readJobsConfig,
} satisfies ModuleManifest;

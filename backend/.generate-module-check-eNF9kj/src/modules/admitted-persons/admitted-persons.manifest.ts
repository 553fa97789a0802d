import type { ModuleManifest } from '../module-manifest';
import { AdmittedPersonsModule } from './admitted-persons.module';
import { admittedPersonsMigrations } from './migrations';

export const admittedPersonsManifest = {
  name: 'admitted-persons',
  module: AdmittedPersonsModule,
  migrations: admittedPersonsMigrations,
} satisfies ModuleManifest;

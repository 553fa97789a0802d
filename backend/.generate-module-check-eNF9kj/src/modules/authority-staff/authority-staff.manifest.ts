import type { ModuleManifest } from '../module-manifest';
import { AuthorityStaffModule } from './authority-staff.module';
import { authorityStaffMigrations } from './migrations';
import { moscowCentreStaffSeed } from './seeds/moscow-centre-staff.seed';

export const authorityStaffManifest = {
  name: 'authority-staff',
  module: AuthorityStaffModule,
  migrations: authorityStaffMigrations,
  seeds: [moscowCentreStaffSeed],
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { CompanyDronesModule } from './company-drones.module';

/** No tables of its own: company drones live in the drones module's tables (owner_kind COMPANY). */
export const companyDronesManifest = {
  name: 'company-drones',
  module: CompanyDronesModule,
  migrations: [],
} satisfies ModuleManifest;

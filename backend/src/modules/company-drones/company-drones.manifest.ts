import type { ModuleManifest } from '../module-manifest';
import { CompanyDronesModule } from './company-drones.module';
import { demoCompanyDronesSeed } from './seeds/demo-company-drones.seed';

/** No tables of its own: company drones live in the drones module's tables (owner_kind COMPANY). Seeds the demo company's fleet. */
export const companyDronesManifest = {
  name: 'company-drones',
  module: CompanyDronesModule,
  migrations: [],
  seeds: [demoCompanyDronesSeed],
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { CompanyProfileModule } from './company-profile.module';
import { companyProfileMigrations } from './migrations';

export const companyProfileManifest = {
  name: 'company-profile',
  module: CompanyProfileModule,
  migrations: companyProfileMigrations,
  seeds: [],
} satisfies ModuleManifest;

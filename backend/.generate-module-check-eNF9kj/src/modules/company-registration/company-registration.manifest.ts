import type { ModuleManifest } from '../module-manifest';
import { CompanyRegistrationModule } from './company-registration.module';
import { companyRegistrationMigrations } from './migrations';

export const companyRegistrationManifest = {
  name: 'company-registration',
  module: CompanyRegistrationModule,
  migrations: companyRegistrationMigrations,
} satisfies ModuleManifest;

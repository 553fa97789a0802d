import type { ModuleManifest } from '../module-manifest';
import { CompaniesModule } from './companies.module';
import { companiesMigrations } from './migrations';
import { demoCompanySeed } from './seeds/demo-company.seed';

export const companiesManifest = {
  name: 'companies',
  module: CompaniesModule,
  migrations: companiesMigrations,
  seeds: [demoCompanySeed],
} satisfies ModuleManifest;

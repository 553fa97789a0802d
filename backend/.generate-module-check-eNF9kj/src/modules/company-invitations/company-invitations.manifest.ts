import type { ModuleManifest } from '../module-manifest';
import { CompanyInvitationsModule } from './company-invitations.module';
import { companyInvitationsMigrations } from './migrations';

export const companyInvitationsManifest = {
  name: 'company-invitations',
  module: CompanyInvitationsModule,
  migrations: companyInvitationsMigrations,
  seeds: [],
} satisfies ModuleManifest;

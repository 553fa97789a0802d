import type { ModuleManifest } from '../module-manifest';
import { LocalAgreementsModule } from './local-agreements.module';
import { localAgreementsMigrations } from './migrations';

export const localAgreementsManifest = {
  name: 'local-agreements',
  module: LocalAgreementsModule,
  migrations: localAgreementsMigrations,
} satisfies ModuleManifest;

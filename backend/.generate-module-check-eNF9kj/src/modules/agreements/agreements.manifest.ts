import type { ModuleManifest } from '../module-manifest';
import { AgreementsModule } from './agreements.module';
import { readAgreementsChannelsConfig } from './channels/agreements-channels.config';
import { agreementsMigrations } from './migrations';

export const agreementsManifest = {
  name: 'agreements',
  module: AgreementsModule,
  migrations: agreementsMigrations,
  config: readAgreementsChannelsConfig,
} satisfies ModuleManifest;

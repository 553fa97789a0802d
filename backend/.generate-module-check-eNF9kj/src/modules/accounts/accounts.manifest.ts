import type { ModuleManifest } from '../module-manifest';
import { AccountsModule } from './accounts.module';

export const accountsManifest = {
  name: 'accounts',
  module: AccountsModule,
} satisfies ModuleManifest;

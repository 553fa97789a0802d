import type { ModuleManifest } from '../module-manifest';
import { AccountsModule } from './accounts.module';

export const accountsManifest: ModuleManifest = {
  name: 'accounts',
  module: AccountsModule,
};

import type { ModuleManifest } from '../module-manifest';
import { IdentityModule } from './identity.module';
import { identityMigrations } from './migrations';

export const identityManifest = {
  name: 'identity',
  module: IdentityModule,
  migrations: identityMigrations,
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { authServerMigrations } from './migrations';

export const authServerManifest = {
  name: 'auth-server',
  migrations: authServerMigrations,
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { authServerMigrations } from './migrations';

export const authServerManifest: ModuleManifest = {
  name: 'auth-server',
  migrations: authServerMigrations,
};

import type { ModuleManifest } from '../module-manifest';
import { UsersModule } from './users.module';
import { usersMigrations } from './migrations';
import { demoUsersSeed } from './seeds/demo-users.seed';

export const usersManifest: ModuleManifest = {
  name: 'users',
  module: UsersModule,
  migrations: usersMigrations,
  seeds: [demoUsersSeed],
};

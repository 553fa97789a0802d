import type { ModuleManifest } from '../module-manifest';
import { readUsersConfig } from './users.config';
import { UsersModule } from './users.module';
import { usersMigrations } from './migrations';
import { demoUsersSeed } from './seeds/demo-users.seed';

export const usersManifest = {
  name: 'users',
  module: UsersModule,
  migrations: usersMigrations,
  seeds: [demoUsersSeed],
  config: readUsersConfig,
} satisfies ModuleManifest;

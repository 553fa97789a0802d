import type { ModuleManifest } from '../module-manifest';
import { UserNotificationsModule } from './user-notifications.module';
import { userNotificationsMigrations } from './migrations';

export const userNotificationsManifest = {
  name: 'user-notifications',
  module: UserNotificationsModule,
  migrations: userNotificationsMigrations,
} satisfies ModuleManifest;

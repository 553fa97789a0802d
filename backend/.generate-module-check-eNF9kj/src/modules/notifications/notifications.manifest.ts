import type { ModuleManifest } from '../module-manifest';
import { readNotificationsConfig } from './notifications.config';
import { NotificationsModule } from './notifications.module';
import { notificationsMigrations } from './migrations';

export const notificationsManifest = {
  name: 'notifications',
  module: NotificationsModule,
  migrations: notificationsMigrations,
  config: readNotificationsConfig,
} satisfies ModuleManifest;

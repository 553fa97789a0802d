import type { ModuleManifest } from '../module-manifest';
import { NotificationsModule } from './notifications.module';
import { notificationsMigrations } from './migrations';

export const notificationsManifest: ModuleManifest = {
  name: 'notifications',
  module: NotificationsModule,
  migrations: notificationsMigrations,
};

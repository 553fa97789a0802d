import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type NotificationsConfig } from '../../config/app-config';

export type { NotificationsConfig };

/**
 * The notifications part of the configuration (SMTP_URL, MAIL_FROM, OUTBOX_*), read and validated with
 * the rest of it at start (src/config/notifications-config.ts). Its own token keeps the services bound to
 * only what they use, and lets a test hand them settings of its own.
 */
export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');

export const notificationsConfigProvider: Provider = {
  provide: NOTIFICATIONS_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): NotificationsConfig => config.notifications,
};

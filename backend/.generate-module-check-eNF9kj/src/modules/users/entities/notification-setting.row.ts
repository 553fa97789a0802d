import type { NotificationCategory, NotificationMethod } from '../domain/notification-settings';

/** A user's explicit choice for one method × category (`user_notification_settings`); absent pairs follow the defaults. */
export interface NotificationSettingRow {
  method: NotificationMethod;
  category: NotificationCategory;
  enabled: boolean;
}

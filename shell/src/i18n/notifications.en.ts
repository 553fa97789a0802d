import type { NotificationsTexts } from './notifications.ru';

/** Texts of the header's notification bell, English (part of the `shell` namespace, key `notifications`). */
export const notificationsEn: NotificationsTexts = {
  bell: 'Notifications, unread: {{count}}',
  title: 'Notifications',
  panel: 'Notification list',
  close: 'Close notifications',
  readAll: 'Mark all as read',
  more: 'Show more',
  loading: 'Loading notifications…',
  empty: 'No notifications yet',
  emptyHint: 'Decisions on your requests and other important events will appear here. Choose how they reach you in your profile.',
  failed: 'Could not load the notifications',
  retry: 'Try again',
  unreadPrefix: 'Unread: ',
  settings: 'Notification settings',
};

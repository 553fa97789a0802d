import type { Schema } from '@nebo/shared-api';
import { api } from '@nebo/shared-ui';

/** One website notification as GET /api/user/current/notifications answers it (texts in the request's language). */
export type UserNotification = Schema<'UserNotificationDto'>;
export type UserNotificationPage = Schema<'UserNotificationPageDto'>;

const BASE = '/api/user/current/notifications';
export const PAGE_SIZE = 20;
/** How often the bell asks for the unread count while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * Both queries under one prefix, so a change invalidates the count and the list together; keyed by the account too,
 * so another sign-in in the same tab never sees the previous user's count for a moment.
 */
export const NOTIFICATIONS_KEY = ['user', 'current', 'notifications'] as const;
export const unreadKey = (subject: string | undefined) => [...NOTIFICATIONS_KEY, subject, 'unread'] as const;
export const listKey = (subject: string | undefined, locale: string) => [...NOTIFICATIONS_KEY, subject, 'list', locale] as const;

/**
 * The unread count alone: one unread item is enough to get `meta.unreadCount`. Silent (off the loading bar) and
 * handling every status itself: a background poll must never put up an error page.
 */
export async function fetchUnreadCount(): Promise<number> {
  const page = await api.get<UserNotificationPage>(BASE, {
    query: { page: 0, size: 1, unread: true },
    silent: true,
    ignoreStatuses: 'all',
  });
  return page.meta.unreadCount;
}

/** A page of the panel; its failure is shown inside the panel, not as a page error. */
export function fetchNotificationPage(page: number): Promise<UserNotificationPage> {
  return api.get<UserNotificationPage>(BASE, { query: { page, size: PAGE_SIZE }, ignoreStatuses: 'all' });
}

export function markRead(id: string): Promise<void> {
  return api.patch<void>(`${BASE}/${encodeURIComponent(id)}/read`, undefined, { ignoreStatuses: 'all', silent: true });
}

export function markAllRead(): Promise<void> {
  return api.patch<void>(`${BASE}/read-all`, undefined, { ignoreStatuses: 'all' });
}

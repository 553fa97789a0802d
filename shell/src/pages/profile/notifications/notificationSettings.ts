import { api } from '@nebo/shared-ui';

/** Methods WEBSITE, EMAIL, TELEGRAM × categories FLIGHT_AGREEMENT_STATUS, EMERGENCY_MSG_DURING_FLIGHT, MARKETPLACE, COMPANY (docs/requirements.md#ui-profile). */
export const NOTIFICATION_METHODS = ['WEBSITE', 'EMAIL', 'TELEGRAM'] as const;
export const NOTIFICATION_CATEGORIES = ['FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE', 'COMPANY'] as const;

/** One cell of the matrix as it travels: a method, a category and whether it is on. */
export interface NotificationSetting {
  method: string;
  category: string;
  enabled: boolean;
}

/** The answer of GET …/notification/settings: `{ settings: [...] }` (a bare array is read too). */
export interface NotificationSettingsBody {
  settings: NotificationSetting[];
}

const SETTINGS = '/api/user/current/notification/settings';
export const NOTIFICATION_SETTINGS_KEY = ['user', 'current', 'notification', 'settings'] as const;

export const cellKey = (method: string, category: string) => `${method}:${category}`;

/** The cells that are on, as a set of "METHOD:CATEGORY" keys. */
export function enabledCells(body: NotificationSettingsBody | NotificationSetting[] | undefined): Set<string> {
  const list = Array.isArray(body) ? body : (body?.settings ?? []);
  return new Set(list.filter((setting) => setting.enabled).map((setting) => cellKey(setting.method, setting.category)));
}

/** Every cell of the matrix, on or off: the PATCH replaces the whole matrix. */
export function toSettings(methods: readonly string[], categories: readonly string[], enabled: ReadonlySet<string>): NotificationSetting[] {
  return methods.flatMap((method) => categories.map((category) => ({ method, category, enabled: enabled.has(cellKey(method, category)) })));
}

export function fetchNotificationSettings(): Promise<NotificationSettingsBody | NotificationSetting[]> {
  return api.get<NotificationSettingsBody | NotificationSetting[]>(SETTINGS, { ignoreStatuses: 'all' });
}

export function saveNotificationSettings(settings: NotificationSetting[]): Promise<unknown> {
  return api.patch(SETTINGS, { settings });
}

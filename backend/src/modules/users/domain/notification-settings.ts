/** Notification methods and categories (docs/requirements.md#users-notifications). */
export const NOTIFICATION_METHODS = ['WEBSITE', 'EMAIL', 'TELEGRAM'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

export const NOTIFICATION_CATEGORIES = ['FLIGHT_AGREEMENT_STATUS', 'EMERGENCY_MSG_DURING_FLIGHT', 'MARKETPLACE', 'COMPANY'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export interface NotificationSetting {
  method: NotificationMethod;
  category: NotificationCategory;
  enabled: boolean;
}

/**
 * What a user gets before choosing: everything on the website; flight-agreement and emergency messages by
 * e-mail too (they matter for a flight); company news only on the website, since the letters that matter there
 * (registration decisions, invitations) are sent whatever the settings; nothing by Telegram, which needs an account bound first; no
 * marketplace mail unless asked for.
 */
export function defaultEnabled(method: NotificationMethod, category: NotificationCategory): boolean {
  if (method === 'WEBSITE') return true;
  if (method === 'EMAIL') return category !== 'MARKETPLACE' && category !== 'COMPANY';
  return false;
}

/** Every method × category, stored choices over defaults, in a stable order (methods, then categories). */
export function completeSettings(stored: ReadonlyArray<NotificationSetting>): NotificationSetting[] {
  return NOTIFICATION_METHODS.flatMap((method) =>
    NOTIFICATION_CATEGORIES.map((category) => ({
      method,
      category,
      enabled: stored.find((s) => s.method === method && s.category === category)?.enabled ?? defaultEnabled(method, category),
    })),
  );
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { mailLocale } from '../domain/mail-recipient';
import { completeSettings, type NotificationCategory } from '../domain/notification-settings';
import { NotificationSettingsRepository } from '../repositories/notification-settings.repository';
import { UsersRepository } from '../repositories/users.repository';

/** Where and how a notice of one category reaches a user, by their notification settings (stored over defaults). */
export interface NotificationRecipient {
  website: boolean;
  /** The address to e-mail, or null when e-mail is off for the category or the user has no address. */
  email: string | null;
  /** The language of e-mail to the user: their locale, Russian by default. */
  locale: 'ru' | 'en';
}

/** Exported by UsersModule for the user-notifications module; the users tables stay private to this module. */
@Injectable()
export class NotificationRecipientReader {
  constructor(
    private readonly users: UsersRepository,
    private readonly settings: NotificationSettingsRepository,
  ) {}

  /** Null when there is no such user. `manager` reads inside the caller's transaction. */
  async recipient(manager: EntityManager, userId: string, category: NotificationCategory): Promise<NotificationRecipient | null> {
    const user = await this.users.findById(userId, manager);
    if (!user) return null;
    const settings = completeSettings(await this.settings.findByUserId(userId));
    const enabled = (method: 'WEBSITE' | 'EMAIL') => settings.some((s) => s.method === method && s.category === category && s.enabled);
    return { website: enabled('WEBSITE'), email: enabled('EMAIL') && user.email ? user.email : null, locale: mailLocale(user.locale) };
  }
}

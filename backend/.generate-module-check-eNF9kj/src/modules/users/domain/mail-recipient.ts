import type { UserRow } from '../entities/user.row';

/** The language of e-mails to a user: English when their locale says so, Russian otherwise (the platform's default). */
export function mailLocale(locale: string | null | undefined): 'ru' | 'en' {
  return locale?.startsWith('en') ? 'en' : 'ru';
}

/** How e-mails greet a user: first name and patronymic, as Russian address goes; null when the profile has none. */
export function greetingName(user: Pick<UserRow, 'firstName' | 'patronymic'>): string | null {
  return user.firstName ? [user.firstName, user.patronymic].filter(Boolean).join(' ') : null;
}

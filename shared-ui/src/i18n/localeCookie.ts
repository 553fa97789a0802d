import { readCookie, writeCookie } from './cookies';
import { isLocale, type Locale } from './locale';

export const LOCALE_COOKIE = 'locale';
/** The spec keeps the chosen locale for 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
}

export function rememberedLocale(): Locale | undefined {
  const value = readCookie(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

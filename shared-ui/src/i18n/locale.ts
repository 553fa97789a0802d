/**
 * Locale rules of the platform: ru is the default and has no URL prefix, en lives under /en.
 * Pure functions so the router, the switcher and the tests agree on one reading of a path.
 */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

const EN_PREFIX = '/en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits '/a/b/?x=1#h' into the path and the rest (query and hash) so only the path is rewritten. */
function splitPath(href: string): { path: string; rest: string } {
  const cut = href.search(/[?#]/);
  return cut === -1 ? { path: href, rest: '' } : { path: href.slice(0, cut), rest: href.slice(cut) };
}

export function localeFromPath(pathname: string): Locale {
  const { path } = splitPath(pathname);
  return path === EN_PREFIX || path.startsWith(`${EN_PREFIX}/`) ? 'en' : 'ru';
}

/** '/en/drones/' → '/drones/', '/en' → '/', '/drones/' → '/drones/'. Query and hash are kept. */
export function stripLocale(href: string): string {
  const { path, rest } = splitPath(href);
  if (localeFromPath(path) !== 'en') return `${path || '/'}${rest}`;
  const stripped = path.slice(EN_PREFIX.length);
  return `${stripped.startsWith('/') ? stripped : `/${stripped}`}${rest}`;
}

/**
 * Puts a locale-neutral (or already localized) path into `locale`:
 * localizePath('/drones/', 'en') → '/en/drones/', localizePath('/en/drones/', 'ru') → '/drones/'.
 * External URLs are returned unchanged.
 */
export function localizePath(href: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const neutral = stripLocale(href.startsWith('/') || href.startsWith('?') || href.startsWith('#') ? href : `/${href}`);
  if (locale === DEFAULT_LOCALE) return neutral;
  return `${EN_PREFIX}${neutral}`;
}

/** The same page in the other language: the switcher keeps the path, the query and the hash. */
export function switchLocalePath(currentHref: string, target: Locale): string {
  return localizePath(currentHref, target);
}

export type Locale = 'ru' | 'en';

/**
 * The answer's language: the `locale` query parameter when given, otherwise the first language of
 * Accept-Language that the platform speaks, otherwise Russian (the default locale of the spec).
 */
export function resolveLocale(localeParam: string | undefined, acceptLanguage: string | undefined): Locale {
  if (localeParam === 'en' || localeParam === 'ru') return localeParam;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('ru')) return 'ru';
  }
  return 'ru';
}

/** Escapes LIKE wildcards so a search text is matched literally. */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

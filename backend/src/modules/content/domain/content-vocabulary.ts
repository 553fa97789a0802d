/** The languages content is kept in; Russian is the original, English may be left empty (docs/requirements.md#content). */
export const CONTENT_LOCALES = ['ru', 'en'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Slugs of news and pages: the last segment of their public address. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

export const NEWS_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** News categories (spec P1: a news item has a category), with their names in both languages. */
export const NEWS_CATEGORIES = [
  { code: 'PLATFORM', ru: 'Платформа', en: 'Platform' },
  { code: 'RULES', ru: 'Правила и законы', en: 'Rules and law' },
  { code: 'EVENTS', ru: 'События', en: 'Events' },
  { code: 'INDUSTRY', ru: 'Отрасль', en: 'Industry' },
] as const;
export type NewsCategoryCode = (typeof NEWS_CATEGORIES)[number]['code'];
export const NEWS_CATEGORY_CODES = NEWS_CATEGORIES.map((c) => c.code) as NewsCategoryCode[];

export function categoryName(code: string, locale: ContentLocale): string {
  const category = NEWS_CATEGORIES.find((c) => c.code === code);
  return category ? category[locale] : code;
}

/** The English text when there is one, else the Russian original: a visitor never sees an empty item. */
export function localized(ru: string, en: string, locale: ContentLocale): string {
  return locale === 'en' && en.trim() !== '' ? en : ru;
}

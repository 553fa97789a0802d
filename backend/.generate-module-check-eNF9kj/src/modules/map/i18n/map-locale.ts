import { type Locale, resolveLocale } from '../../dictionaries/domain/locale';

/** The languages the map answers in: Russian (the platform's default) and English. */
export type MapLocale = Locale;

/** A text the map keeps in both languages (an object's name, where its data comes from). */
export interface LocalizedText {
  ru: string;
  en: string;
}

/**
 * The answer's language from the request's Accept-Language (the front end sends the page's: ru or en),
 * Russian when it names neither — the rule the dictionaries follow, so a page gets one language throughout.
 */
export function mapLocale(acceptLanguage: string | undefined): MapLocale {
  return resolveLocale(undefined, acceptLanguage);
}

/**
 * The header every map call takes its language from, for the OpenAPI document. Answers differ by it, so
 * they carry `Vary: Accept-Language` and caches keep the languages apart.
 */
export const MAP_LANGUAGE_HEADER = {
  name: 'Accept-Language',
  required: false,
  description: 'Language of names and sources: ru (default) or en',
} as const;

/** One text for both languages: an imported name, a code, a fixture. */
export function sameText(text: string): LocalizedText {
  return { ru: text, en: text };
}

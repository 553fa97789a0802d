import { i18n } from './instance';
import type { Locale } from './locale';

/** A translation tree: nested objects of strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/**
 * Adds a namespace (the shell's, a remote's) to the shared i18next instance in both languages.
 * Calling it again replaces the strings, so a remote reloaded after a failure stays consistent.
 */
export function registerTranslations(namespace: string, bundles: Record<Locale, TranslationTree>): void {
  for (const [locale, bundle] of Object.entries(bundles) as [Locale, TranslationTree][]) {
    i18n.addResourceBundle(locale, namespace, bundle, true, true);
  }
}

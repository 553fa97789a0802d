import { registerTranslations } from '@nebo/shared-ui';
import { publicEn } from './i18n/en';
import { publicRu } from './i18n/ru';

/** The public pages' own namespace: it travels in their lazy chunks, not in the shell's first load. */
export const PUBLIC_NAMESPACE = 'public';

/** Adds the namespace (again: harmless) before a public page renders; each page module calls it on load. */
export function registerPublicTranslations(): void {
  registerTranslations(PUBLIC_NAMESPACE, { ru: publicRu, en: publicEn });
}

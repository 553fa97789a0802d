import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DRONES_NAMESPACE, dronesEn, dronesRu } from '../drones/translations';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';
import { uiEn, uiRu } from './uiTranslations';

export const UI_NAMESPACE = 'ui';

/**
 * The one i18next instance of the page. shared-ui is a Module Federation singleton, so the
 * shell and every remote import this same object and add their own namespaces to it.
 * shared-ui's own namespaces come with it: `ui` (its components) and `drones` (the drone vocabulary
 * the drone remotes share). Resources are bundled (no backend), so initialisation is synchronous.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [UI_NAMESPACE, DRONES_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  resources: {
    ru: { [UI_NAMESPACE]: uiRu, [DRONES_NAMESPACE]: dronesRu },
    en: { [UI_NAMESPACE]: uiEn, [DRONES_NAMESPACE]: dronesEn },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches the page language and keeps `<html lang>` right for screen readers. */
export function setLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

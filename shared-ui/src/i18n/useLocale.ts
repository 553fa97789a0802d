import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, localizePath, switchLocalePath, type Locale } from './locale';

export interface LocaleApi {
  locale: Locale;
  /** A path of the platform in the current locale: localize('/drones/') → '/en/drones/' in English. */
  localize: (path: string) => string;
  /** The current page in another locale (path, query and hash kept). */
  pathIn: (target: Locale) => string;
}

/** The locale is read from the URL (the single source of truth), so every remote agrees with the shell. */
export function useLocale(): LocaleApi {
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const localize = useCallback((path: string) => localizePath(path, locale), [locale]);
  const current = `${location.pathname}${location.search}${location.hash}`;
  const pathIn = useCallback((target: Locale) => switchLocalePath(current, target), [current]);
  return useMemo(() => ({ locale, localize, pathIn }), [locale, localize, pathIn]);
}

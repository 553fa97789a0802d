import { useLayoutEffect, type ReactElement } from 'react';
import { Outlet } from 'react-router';
import { setLanguage, type Locale } from '@nebo/shared-ui';

/**
 * The route tree is mounted twice, at / (ru) and at /en/ (en); this sets the page language for
 * the subtree it wraps (before paint, so no text flashes in the other language).
 */
export function LocaleScope({ locale }: { locale: Locale }): ReactElement {
  useLayoutEffect(() => setLanguage(locale), [locale]);
  return <Outlet />;
}

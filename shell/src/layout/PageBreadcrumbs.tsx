import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Breadcrumbs, useLocale } from '@nebo/shared-ui';
import { breadcrumbsFor } from '../navigation/breadcrumbs';

/** Breadcrumbs of the current route, Home first; nothing on the home page. */
export function PageBreadcrumbs(): ReactElement | null {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const label = (segment: string) => {
    const key = `breadcrumbs.${segment}`;
    return i18n.exists(key, { ns: 'shell' }) ? t(key) : undefined;
  };
  const crumbs = breadcrumbsFor(pathname, locale, label, t('breadcrumbs.home'));
  if (crumbs.length === 0) return null;
  return <Breadcrumbs items={crumbs} />;
}

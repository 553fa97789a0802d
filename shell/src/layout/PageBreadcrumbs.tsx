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
  const label = (key: string) => {
    const full = `breadcrumbs.${key}`;
    // A path word may contain a dot; only a plain string is a label, never a nested object.
    return i18n.exists(full, { ns: 'shell' }) && typeof t(full, { returnObjects: true }) === 'string' ? t(full) : undefined;
  };
  const crumbs = breadcrumbsFor(pathname, locale, label, { home: t('breadcrumbs.home'), thisPage: t('breadcrumbs.thisPage') });
  if (crumbs.length === 0) return null;
  return <Breadcrumbs items={crumbs} />;
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@nebo/shared-ui';
import { SectionLanding } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

const PARTS = [
  ['library', '/admin/library/'],
  ['registrationRequests', '/admin/company-registration-requests/'],
  ['statistics', '/admin/statistics/'],
  ['loginAs', '/admin/login-as/'],
  ['versions', '/system-versions/'],
] as const;

/** /admin/ — the platform administrator's area. */
export function AdminLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('admin.title')}
      description={t('admin.description')}
      linksLabel={t('sections')}
      links={[
        ...PARTS.map(([key, path]) => ({ to: localize(path), title: t(`admin.${key}.title`), text: t(`admin.${key}.text`) })),
        { to: localize('/admin/content/'), title: t('content.landing.title'), text: t('content.landing.text') },
      ]}
    />
  );
}

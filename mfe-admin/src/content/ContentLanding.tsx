import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLanding, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** /admin/content/ — news and pages, changed without a release (docs/requirements.md#content). */
export function ContentLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('content.landing.title')}
      description={t('content.landing.description')}
      linksLabel={t('sections')}
      links={(['news', 'pages'] as const).map((part) => ({
        to: localize(`/admin/content/${part}/`),
        title: t(`content.landing.${part}.title`),
        text: t(`content.landing.${part}.text`),
      }))}
    />
  );
}

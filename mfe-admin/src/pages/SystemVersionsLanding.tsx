import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLanding } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** /system-versions/ — public page with the versions of the running platform. */
export function SystemVersionsLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return <SectionLanding title={t('versions.title')} description={t('versions.description')} linksLabel={t('sections')} links={[]} />;
}

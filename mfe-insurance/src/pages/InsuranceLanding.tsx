import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@nebo/shared-ui';
import { SectionLanding } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** /insurance/ — buying a policy through the aggregator, uploading one, and the list of policies. */
export function InsuranceLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('insurance.title')}
      description={t('insurance.description')}
      linksLabel={t('sections')}
      links={[
        { to: localize('/insurance/aggregator/'), title: t('insurance.aggregator.title'), text: t('insurance.aggregator.text') },
        { to: localize('/insurance/upload-policy/'), title: t('insurance.upload.title'), text: t('insurance.upload.text') },
        { to: localize('/insurance/policies/'), title: t('insurance.policies.title'), text: t('insurance.policies.text') },
      ]}
    />
  );
}

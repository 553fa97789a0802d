import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLanding, Steps, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** /register-company/ — how a company gets onto the platform (request, moderator review). */
export function RegisterCompanyLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('register.title')}
      description={t('register.description')}
      linksLabel={t('sections')}
      links={[{ to: localize('/company/'), title: t('register.company.title'), text: t('register.company.text') }]}
    >
      <Steps
        title={t('register.stepsTitle')}
        steps={[t('register.steps.signIn'), t('register.steps.details'), t('register.steps.documents'), t('register.steps.review')]}
      />
    </SectionLanding>
  );
}

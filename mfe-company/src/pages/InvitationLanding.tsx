import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLanding, Steps, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** /employee-invitation/ — what an invitation from a company is and how to accept it. */
export function InvitationLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('invitation.title')}
      description={t('invitation.description')}
      linksLabel={t('sections')}
      links={[{ to: localize('/company/'), title: t('invitation.company.title'), text: t('invitation.company.text') }]}
    >
      <Steps
        title={t('invitation.stepsTitle')}
        steps={[t('invitation.steps.email'), t('invitation.steps.signIn'), t('invitation.steps.accept')]}
      />
    </SectionLanding>
  );
}

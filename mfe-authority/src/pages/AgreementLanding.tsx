import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@nebo/shared-ui';
import { SectionLanding } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** /agreement/ — the authority reviewer's area: dashboard and flight requests to decide on. */
export function AgreementLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('agreement.title')}
      description={t('agreement.description')}
      linksLabel={t('sections')}
      links={[
        { to: localize('/agreement/dashboard/'), title: t('agreement.dashboard.title'), text: t('agreement.dashboard.text') },
        {
          to: localize('/agreement/flight-requests/'),
          title: t('agreement.flightRequests.title'),
          text: t('agreement.flightRequests.text'),
        },
      ]}
    />
  );
}

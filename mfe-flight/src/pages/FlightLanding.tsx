import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLanding, Steps, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** /flight/ — flight requests of an individual pilot and how they get agreed. */
export function FlightLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('flight.title')}
      description={t('flight.description')}
      linksLabel={t('sections')}
      links={[
        { to: localize('/flight/new/'), title: t('flight.new.title'), text: t('flight.new.text') },
        { to: localize('/flight/requests/'), title: t('flight.requests.title'), text: t('flight.requests.text') },
        { to: localize('/drones/'), title: t('flight.drones.title'), text: t('flight.drones.text') },
      ]}
    >
      <Steps
        title={t('flight.stepsTitle')}
        steps={[t('flight.steps.profile'), t('flight.steps.request'), t('flight.steps.submit'), t('flight.steps.track')]}
      />
    </SectionLanding>
  );
}

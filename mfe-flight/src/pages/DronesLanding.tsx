import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@nebo/shared-ui';
import { SectionLanding } from '../components/SectionLanding';
import { NAMESPACE } from '../namespace';

/** /drones/ — the individual pilot's drones. */
export function DronesLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('drones.title')}
      description={t('drones.description')}
      linksLabel={t('sections')}
      links={[
        { to: localize('/drones/new/'), title: t('drones.new.title'), text: t('drones.new.text') },
        { to: localize('/flight/requests/'), title: t('drones.requests.title'), text: t('drones.requests.text') },
        { to: localize('/insurance/'), title: t('drones.insurance.title'), text: t('drones.insurance.text') },
      ]}
    />
  );
}

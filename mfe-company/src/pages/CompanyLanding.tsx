import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@nebo/shared-ui';
import { SectionLanding } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

const PARTS = [
  ['flightRequests', '/company/flight-requests/'],
  ['newFlightRequest', '/company/flight-requests/new/'],
  ['insurance', '/company/insurance/'],
  ['profile', '/company/profile/'],
  ['documents', '/company/profile/documents/'],
  ['drones', '/company/profile/drones/'],
  ['employees', '/company/profile/employees/'],
  ['invites', '/company/profile/invites/'],
  ['payment', '/company/profile/payment/'],
] as const;

/** /company/ — the company account: every part of it, as listed in the spec's routes. */
export function CompanyLanding(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <SectionLanding
      title={t('company.title')}
      description={t('company.description')}
      linksLabel={t('sections')}
      links={PARTS.map(([key, path]) => ({ to: localize(path), title: t(`company.${key}.title`), text: t(`company.${key}.text`) }))}
    />
  );
}

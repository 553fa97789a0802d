import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, PageHeading, Stack, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** /company/flight-requests/… and /company/insurance/: their landing until the company flights and insurance issues. */
export function ComingLaterPage({ part }: { part: 'flightRequests' | 'newFlightRequest' | 'insurance' }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  return (
    <Stack $gap={4}>
      <PageHeading title={t(`company.${part}.title`)} description={t(`company.${part}.text`)} />
      <p>{t('home.comingLater')}</p>
      <div>
        <ButtonLink to={localize('/company/')} $variant="secondary">
          {t('home.backToCompany')}
        </ButtonLink>
      </div>
    </Stack>
  );
}

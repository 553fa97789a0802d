import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@nebo/shared-ui';
import type { Delivery } from './api/localAgreementsApi';
import { NAMESPACE } from '../../namespace';

/** 'DD.MM.YYYY HH:mm' → 'HH:mm': a retry is soon, its day goes without saying. */
const timeOf = (value: string | null | undefined) => formatDateTime(value).slice(11);

/** Where the application's e-mail stands: queued, sending, retrying at HH:mm (attempt N), delivered, failed. */
export function DeliveryLine({ delivery }: { delivery: Delivery }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const text = t(`local.delivery.${delivery.state}`, {
    at: delivery.state === 'RETRYING' ? timeOf(delivery.nextAttemptAt) : formatDateTime(delivery.deliveredAt),
    attempt: delivery.attempts + 1,
    error: delivery.lastError ?? '',
    defaultValue: delivery.state,
  });
  return <span role="status">{t('local.delivery.line', { state: text })}</span>;
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '@nebo/shared-ui';
import type { Delivery } from '../api/agreementApi';
import { NAMESPACE } from '../../namespace';
import { formatMoscowClock } from './time';

const Line = styled.p<{ $state: string }>`
  margin: 0;
  color: ${({ theme, $state }) =>
    $state === 'FAILED' ? theme.colors.error : $state === 'DELIVERED' ? theme.colors.success : theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** Where one send stands: queued, sending, retrying (when and which attempt), delivered, failed with the reason. */
export function deliveryText(delivery: Delivery, t: (key: string, values?: Record<string, unknown>) => string): string {
  switch (delivery.state) {
    case 'RETRYING': {
      // Why the last attempt failed is what tells the pilot whether to wait or to switch channels.
      const when = delivery.nextAttemptAt
        ? t('agreement.delivery.RETRYING', { time: formatMoscowClock(delivery.nextAttemptAt), attempt: delivery.attempts + 1 })
        : t('agreement.delivery.retryingSoon', { attempt: delivery.attempts + 1 });
      return delivery.lastError ? `${when} (${t('agreement.delivery.lastError', { error: delivery.lastError })})` : when;
    }
    case 'DELIVERED':
      return delivery.deliveredAt
        ? t('agreement.delivery.DELIVERED', { time: formatDateTime(delivery.deliveredAt) })
        : t('agreement.delivery.deliveredNoTime');
    case 'FAILED':
      return delivery.lastError ? t('agreement.delivery.FAILED', { error: delivery.lastError }) : t('agreement.delivery.failedNoError');
    default:
      return t(`agreement.delivery.${delivery.state}`);
  }
}

/** A live region: the progress of a send is announced as it changes while the page polls. */
export function DeliveryLine({ delivery }: { delivery: Delivery }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Line $state={delivery.state} role="status">
      {deliveryText(delivery, t)} · {t('agreement.delivery.via', { channel: t(`agreement.channels.${delivery.channel}`) })}
    </Line>
  );
}

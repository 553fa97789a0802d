import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIGHT_REQUEST_STATUSES, type FlightRequestStatus } from './flightRequestsApi';
import { type BadgeTone, ToneBadge } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

/** Not converted yet: info; awaiting: warning; allowed: success; rejected: error; over: muted. */
const TONES: Record<FlightRequestStatus, BadgeTone> = {
  DRAFT: 'neutral',
  CREATED: 'info',
  PENDING: 'warning',
  ALLOWED: 'success',
  REJECTED: 'error',
  EXPIRED: 'muted',
};

export const isStatus = (value: string | null | undefined): value is FlightRequestStatus =>
  FLIGHT_REQUEST_STATUSES.includes(value as FlightRequestStatus);

/** A request's status as a coloured badge with its ru/en name. */
export function StatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return isStatus(status) ? (
    <ToneBadge tone={TONES[status]}>{t(`requestsList.statuses.${status}`)}</ToneBadge>
  ) : (
    <ToneBadge tone="neutral">{status}</ToneBadge>
  );
}

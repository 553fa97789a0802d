import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ORVD_STATUSES, type OrvdStatus } from '@nebo/shared-vocabulary';
import { type BadgeTone, ToneBadge } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

/** Decided for or done: success; refused: error; under way: warning; not sent yet: info; over: muted. */
const TONES: Record<OrvdStatus, BadgeTone> = {
  CREATED: 'info',
  SENDING: 'warning',
  PENDING: 'warning',
  ALLOWED: 'success',
  REJECTED: 'error',
  EXPIRED: 'muted',
  INFLIGHT: 'warning',
  CANCELED: 'muted',
  ARRIVED: 'success',
};

const isOrvdStatus = (value: string): value is OrvdStatus => (ORVD_STATUSES as readonly string[]).includes(value);

/** A zonal-centre status (of the agreement or of one date). */
export function OrvdStatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return isOrvdStatus(status) ? (
    <ToneBadge tone={TONES[status]}>{t(`agreement.statuses.${status}`)}</ToneBadge>
  ) : (
    <ToneBadge tone="neutral">{status}</ToneBadge>
  );
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AGREEMENT_STATUSES, type LocalAgreementStatus } from '@nebo/shared-vocabulary';
import { type BadgeTone, ToneBadge } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';

const TONES: Record<LocalAgreementStatus, BadgeTone> = { PENDING: 'warning', CONFIRMED: 'success', REFUSED: 'error' };

const isLocalStatus = (value: string): value is LocalAgreementStatus => LOCAL_AGREEMENT_STATUSES.includes(value as LocalAgreementStatus);

/** A local administration's status. */
export function LocalStatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return isLocalStatus(status) ? (
    <ToneBadge tone={TONES[status]}>{t(`local.statuses.${status}`)}</ToneBadge>
  ) : (
    <ToneBadge tone="neutral">{status}</ToneBadge>
  );
}

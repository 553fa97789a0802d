import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge, type BadgeTone } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

const TONES: Record<string, BadgeTone> = {
  CREATED: 'info',
  FIXED: 'info',
  FIX_REQUIRED: 'warning',
  APPROVED: 'success',
  CONFIRMED: 'success',
  DECLINED: 'error',
};

export function RegistrationStatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return <ToneBadge tone={TONES[status] ?? 'neutral'}>{t(`registrations.statuses.${status}`, { defaultValue: status })}</ToneBadge>;
}

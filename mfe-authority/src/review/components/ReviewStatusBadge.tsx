import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { REVIEW_STATUSES, type ReviewStatus } from '../types';

const TONES: Record<ReviewStatus, BadgeTone> = { AWAITING: 'warning', APPROVED: 'success', REJECTED: 'error' };

export const isReviewStatus = (value: unknown): value is ReviewStatus => REVIEW_STATUSES.includes(value as ReviewStatus);

/** The review status in words, as the pilot's status badges draw theirs (shared-ui ToneBadge). */
export function ReviewStatusBadge({ status }: { status: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return isReviewStatus(status) ? (
    <ToneBadge tone={TONES[status]}>{t(`review.statuses.${status}`)}</ToneBadge>
  ) : (
    <ToneBadge tone="neutral">{status}</ToneBadge>
  );
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import type { NewsStatus } from '../types';

export function NewsStatusBadge({ status }: { status: NewsStatus }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return <ToneBadge tone={status === 'PUBLISHED' ? 'success' : 'neutral'}>{t(`content.news.statuses.${status}`)}</ToneBadge>;
}

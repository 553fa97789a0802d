import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, useLocale } from '@nebo/shared-ui';
import { PUBLIC_NAMESPACE } from './publicTranslations';

/** "No such page" (the server's 404) in place of the content, with a way back. */
export function PublicNotFound({ text, backTo, backLabel }: { text: string; backTo?: string; backLabel?: string }): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { localize } = useLocale();
  return (
    <EmptyState
      title={t('common.notFoundTitle')}
      description={text}
      action={
        <ButtonLink to={localize(backTo ?? '/')} $variant="secondary">
          {backLabel ?? t('common.home')}
        </ButtonLink>
      }
    />
  );
}

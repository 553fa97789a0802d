import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, PageHeading } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';

/** A path under this remote's prefix that it has no page for; the header and the rest stay usable. */
export function NotFound({ sectionPath }: { sectionPath: string }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section>
      <PageHeading title={t('notFound.title')} description={t('notFound.text')} />
      <ButtonLink to={sectionPath} $variant="secondary">
        {t('notFound.back')}
      </ButtonLink>
    </section>
  );
}

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './Button';
import { PageHeading } from './PageHeading';

/**
 * A path under a remote's prefix that it has no page for; the header and the rest stay usable. The texts
 * are the remote's own (`notFound.title`, `notFound.text`, `notFound.back` in its namespace): each section
 * says where "back" leads.
 */
export function SectionNotFound({ namespace, sectionPath }: { namespace: string; sectionPath: string }): ReactElement {
  const { t } = useTranslation(namespace);
  return (
    <section>
      <PageHeading title={t('notFound.title')} description={t('notFound.text')} />
      <ButtonLink to={sectionPath} $variant="secondary">
        {t('notFound.back')}
      </ButtonLink>
    </section>
  );
}

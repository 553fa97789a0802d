import { useQueries } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, useLocale } from '@nebo/shared-ui';
import { documentsKey, fetchDocuments } from '../documents/documentsApi';
import { DOCUMENT_TYPES } from '../documents/documentTypes';
import { SectionLinks } from './SectionLinks';

/** The six personal documents, each with how many are on file and a link to its page. */
export function DocumentsSection(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const counts = useQueries({
    queries: DOCUMENT_TYPES.map((type) => ({ queryKey: documentsKey(type.code, 0), queryFn: () => fetchDocuments(type.code, 0) })),
  });
  return (
    <Card title={t('profile.documents.sectionTitle')}>
      <SectionLinks
        items={DOCUMENT_TYPES.map((type, index) => {
          const result = counts[index];
          const count = result.data?.meta.totalCount ?? 0;
          const value = result.isPending
            ? t('profile.common.loadingShort')
            : result.isError
              ? t('profile.documents.countUnknown')
              : count > 0
                ? t('profile.documents.count', { count })
                : t('profile.documents.none');
          return {
            to: localize(`/profile/${type.slug}/`),
            label: t(`profile.documents.types.${type.key}.title`),
            value,
            missing: result.isSuccess && count === 0,
          };
        })}
      />
    </Card>
  );
}

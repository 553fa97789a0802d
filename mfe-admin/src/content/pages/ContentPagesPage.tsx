import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, formatDateTime, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { contentKeys, findPages } from '../contentApi';
import { ContentTable } from '../ContentTable';
import { publicAddress } from '../publicAddress';

/** /admin/content/pages/ — the site's pages (about, rules, help…), each opened for editing. */
export function ContentPagesPage(): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const pages = useQuery({ queryKey: contentKeys.pages, queryFn: findPages });
  return (
    <Stack $gap={5}>
      <PageHeading title={t('content.pages.title')} description={t('content.pages.description')} />
      <QueryBoundary
        query={pages}
        loadingLabel={t('content.pages.loading')}
        errorTitle={t('content.pages.loadFailed')}
        retryLabel={t('content.retry')}
        empty={<EmptyState title={t('content.pages.empty')} />}
      >
        {(found) => (
          <ContentTable aria-label={t('content.pages.results')}>
            <thead>
              <tr>
                <th scope="col">{t('content.pages.columns.title')}</th>
                <th scope="col">{t('content.pages.columns.address')}</th>
                <th scope="col">{t('content.pages.columns.updatedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {found.data.map((page) => {
                const title = i18n.language === 'en' && page.titleEn ? page.titleEn : page.titleRu;
                return (
                  <tr key={page.slug}>
                    <td data-label={t('content.pages.columns.title')}>
                      <Link to={localize(`/admin/content/pages/${page.slug}/`)} aria-label={t('content.pages.open', { title })}>
                        {title}
                      </Link>
                      {page.fromSeed ? <span className="sub">{t('content.fromSeed')}</span> : null}
                    </td>
                    <td data-label={t('content.pages.columns.address')}>{publicAddress(page.slug)}</td>
                    <td data-label={t('content.pages.columns.updatedAt')}>{formatDateTime(page.updatedAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </ContentTable>
        )}
      </QueryBoundary>
    </Stack>
  );
}

import type { ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeading, QueryBoundary, formatDate, useLocale } from '@nebo/shared-ui';
import { usePageTitle } from '../../layout/usePageTitle';
import { HtmlArticle } from './HtmlArticle';
import { fetchContentPage, isNotFound, publicKeys } from './publicApi';
import { PublicNotFound } from './PublicStates';
import { PUBLIC_NAMESPACE, registerPublicTranslations } from './publicTranslations';

registerPublicTranslations();

const Paper = styled.article`
  padding: ${({ theme }) => theme.spacing(6, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: ${({ theme }) => theme.spacing(10, 12)};
  }
`;

const Updated = styled.p`
  margin: ${({ theme }) => theme.spacing(8, 0, 0)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ContentPageProps {
  /** The content module's page (`GET /public/pages/{slug}`). */
  slug: string;
}

/**
 * A text page of the public site (about, FAQ, flight rules, legislation, the how-to pages, …): the title as
 * the page's one h1 and the server's sanitised HTML as an article under it. The heading is there in every
 * state (the page's short name while it loads or fails), so a screen reader always finds one.
 */
export function ContentPage({ slug }: ContentPageProps): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { t: tShell } = useTranslation('shell');
  const { locale } = useLocale();
  const query = useQuery({ queryKey: publicKeys.page(locale, slug), queryFn: () => fetchContentPage(locale, slug) });
  const fallbackTitle = tShell(`publicPages.${slug}`);
  usePageTitle(query.data?.title ?? fallbackTitle);

  return (
    <>
      <PageHeading title={query.data?.title ?? fallbackTitle} />
      <QueryBoundary
        query={query}
        loadingLabel={t('common.loading')}
        errorTitle={t('common.errorTitle')}
        renderError={(error) => (isNotFound(error) ? <PublicNotFound text={t('common.notFoundText')} /> : null)}
      >
        {(page) => (
          <Paper aria-label={page.title}>
            <HtmlArticle html={page.html} />
            {page.updatedAt ? <Updated>{t('common.updated', { date: formatDate(page.updatedAt) })}</Updated> : null}
          </Paper>
        )}
      </QueryBoundary>
    </>
  );
}

export default ContentPage;

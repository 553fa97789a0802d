import type { ReactElement } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { EmptyState, ListResults, PageHeading, media, useListSearchParams, useLocale } from '@nebo/shared-ui';
import { usePageTitle } from '../../../layout/usePageTitle';
import { NEWS_PATH } from '../../../routing/publicPaths';
import { NEWS_PAGE_SIZE, fetchNews, fetchNewsCategories, publicKeys, type NewsSummary } from '../publicApi';
import { PUBLIC_NAMESPACE, registerPublicTranslations } from '../publicTranslations';
import { NewsCard } from './NewsCard';

registerPublicTranslations();

const Categories = styled.nav`
  margin-bottom: ${({ theme }) => theme.spacing(6)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing(0, 0, 4)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const NewsGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Wide = styled.li`
  grid-column: 1 / -1;
`;

/** The featured item goes first at full width (on the first page only); the rest keep their order. */
export function arrangeNews(items: readonly NewsSummary[], firstPage: boolean): { featured?: NewsSummary; rest: NewsSummary[] } {
  const featured = firstPage ? items.find((item) => item.featured) : undefined;
  return { featured, rest: items.filter((item) => item !== featured) };
}

/** /news/ (docs/requirements.md#public-site): categories, a featured item, pages of 9. */
export function NewsListPage(): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { locale, localize } = useLocale();
  const { params, page, setPage } = useListSearchParams();
  const category = params.get('category') ?? undefined;
  usePageTitle(t('news.title'));

  const request = { locale, category, page, size: NEWS_PAGE_SIZE };
  const news = useQuery({ queryKey: publicKeys.news(request), queryFn: () => fetchNews(request), placeholderData: keepPreviousData });
  const categories = useQuery({ queryKey: publicKeys.categories(locale), queryFn: () => fetchNewsCategories(locale) });

  const categoryHref = (code?: string) => `${localize(NEWS_PATH)}${code ? `?category=${encodeURIComponent(code)}` : ''}`;

  return (
    <>
      <PageHeading title={t('news.title')} description={t('news.lead')} />
      {categories.data && categories.data.length > 0 ? (
        <Categories aria-label={t('news.categories')}>
          <ul>
            <li>
              <Pill to={categoryHref()} aria-current={category ? undefined : 'page'}>
                {t('news.allCategories')}
              </Pill>
            </li>
            {categories.data.map((item) => (
              <li key={item.code}>
                <Pill to={categoryHref(item.code)} aria-current={category === item.code ? 'page' : undefined}>
                  {item.name}
                </Pill>
              </li>
            ))}
          </ul>
        </Categories>
      ) : null}
      {categories.isError ? <Note role="status">{t('news.categoriesError')}</Note> : null}
      <ListResults
        query={news}
        label={t('news.listLabel')}
        loadingLabel={t('news.loading')}
        errorTitle={t('news.errorTitle')}
        empty={<EmptyState title={t('news.emptyTitle')} description={t('news.emptyText')} />}
        paging={{ page, size: NEWS_PAGE_SIZE, onChange: setPage }}
        gap={8}
      >
        {(answer) => {
          const { featured, rest } = arrangeNews(answer.data, page === 0);
          return (
            <NewsGrid>
              {featured ? (
                <Wide>
                  <NewsCard item={featured} featured />
                </Wide>
              ) : null}
              {rest.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} />
                </li>
              ))}
            </NewsGrid>
          );
        }}
      </ListResults>
    </>
  );
}

export default NewsListPage;

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { startTransition, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  EmptyState,
  formatDateTime,
  ListPage,
  ListResults,
  media,
  Select,
  TextField,
  useDebounced,
  useListSearchParams,
  useLocale,
  useSearchTextInAddress,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { contentKeys, findNews, NEWS_PAGE_SIZE } from '../contentApi';
import { ContentTable } from '../ContentTable';
import { NEWS_STATUSES, type NewsStatus } from '../types';
import { NewsStatusBadge } from './NewsStatusBadge';

const SEARCH_MAX = 100;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`;

const statusOf = (value: string | null): NewsStatus | '' =>
  (NEWS_STATUSES as readonly string[]).includes(value ?? '') ? (value as NewsStatus) : '';

/**
 * /admin/content/news/ — every news item, drafts too (docs/requirements.md#content): search over slug and
 * titles, a status filter and the page, all kept in the address so "back" from an item returns here.
 */
export function NewsListPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { params, page, update, setPage } = useListSearchParams();
  const status = statusOf(params.get('status'));
  const query = params.get('query') ?? '';
  const [text, setText] = useState(query);
  const settled = useDebounced(text.trim(), 300);
  useSearchTextInAddress(settled, { params, update });

  const list = useQuery({
    queryKey: contentKeys.newsList(status, query, page),
    queryFn: () => findNews(status, query, page),
    placeholderData: keepPreviousData,
  });
  const filtered = status !== '' || query !== '';
  const reset = () =>
    startTransition(() => {
      setText('');
      update({ status: null, query: null });
    });

  return (
    <ListPage
      title={t('content.news.title')}
      description={t('content.news.description')}
      filtersLabel={t('content.news.filters')}
      filters={
        <Filters>
          <TextField
            type="search"
            label={t('content.news.search')}
            value={text}
            onChange={setText}
            autoComplete="off"
            maxLength={SEARCH_MAX}
          />
          <Select
            label={t('content.news.status')}
            value={status}
            placeholder={t('content.news.anyStatus')}
            options={NEWS_STATUSES.map((value) => ({ value, label: t(`content.news.statuses.${value}`) }))}
            onChange={(value) => update({ status: value || null })}
          />
          <ButtonLink to={localize('/admin/content/news/new/')}>{t('content.news.create')}</ButtonLink>
        </Filters>
      }
    >
      <ListResults
        query={list}
        label={t('content.news.results')}
        loadingLabel={t('content.news.loading')}
        errorTitle={t('content.news.loadFailed')}
        retryLabel={t('content.retry')}
        empty={
          filtered ? (
            <EmptyState
              title={t('content.news.nothingFound')}
              action={
                <Button $variant="ghost" onClick={reset}>
                  {t('content.news.resetFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('content.news.empty')} />
          )
        }
        paging={{ page, size: NEWS_PAGE_SIZE, onChange: setPage }}
        gap={4}
      >
        {(found) => (
          <>
            <p>{t('content.news.count', { count: found.meta.totalCount })}</p>
            <ContentTable aria-label={t('content.news.results')}>
              <thead>
                <tr>
                  <th scope="col">{t('content.news.columns.title')}</th>
                  <th scope="col">{t('content.news.columns.category')}</th>
                  <th scope="col">{t('content.news.columns.status')}</th>
                  <th scope="col">{t('content.news.columns.publishedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {found.data.map((news) => (
                  <tr key={news.id}>
                    <td data-label={t('content.news.columns.title')}>
                      <Link to={localize(`/admin/content/news/${news.id}/`)} aria-label={t('content.news.open', { title: news.ru.title })}>
                        {news.ru.title}
                      </Link>
                      <span className="sub">
                        {news.slug}
                        {news.featured ? ` · ${t('content.news.featured')}` : ''}
                      </span>
                    </td>
                    <td data-label={t('content.news.columns.category')}>
                      {t(`content.categories.${news.category}`, { defaultValue: news.category })}
                    </td>
                    <td data-label={t('content.news.columns.status')}>
                      <NewsStatusBadge status={news.status} />
                    </td>
                    <td data-label={t('content.news.columns.publishedAt')}>
                      {news.publishedAt ? formatDateTime(news.publishedAt) : t('content.none')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ContentTable>
          </>
        )}
      </ListResults>
    </ListPage>
  );
}

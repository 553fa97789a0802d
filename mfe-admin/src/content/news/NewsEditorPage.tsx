import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink, EmptyState, formatDateTime, isApiError, notify, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { contentKeys, fetchNews } from '../contentApi';
import type { AdminNews } from '../types';
import { NewsActions } from './NewsActions';
import { NewsForm } from './NewsForm';
import { NewsImagePanel } from './NewsImagePanel';
import { NewsStatusBadge } from './NewsStatusBadge';
import { emptyNewsValues, valuesFromNews } from './newsForm';

/** A saved item: its status and actions, the form with the server's preview, the picture. */
function SavedNews({ news }: { news: AdminNews }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => valuesFromNews(news), [news]);
  const changed = (next: AdminNews) => {
    queryClient.setQueryData(contentKeys.news(next.id), next);
    void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'news', 'list'] });
  };
  return (
    <Stack $gap={5}>
      <Stack $gap={2}>
        <div>
          <NewsStatusBadge status={news.status} />
        </div>
        <p>
          {news.publishedAt ? t('content.news.publishedAt', { date: formatDateTime(news.publishedAt) }) : t('content.news.neverPublished')}
          {news.fromSeed ? ` ${t('content.fromSeed')}` : ''}
        </p>
        <NewsActions
          news={news}
          onChanged={changed}
          onDeleted={() => {
            queryClient.removeQueries({ queryKey: contentKeys.news(news.id) });
            void queryClient.invalidateQueries({ queryKey: contentKeys.all });
            navigate(localize('/admin/content/news/'));
          }}
        />
      </Stack>
      <NewsForm
        key={news.id}
        initialValues={initialValues}
        saved={news}
        onSaved={(saved) => {
          notify.success(t('content.form.saved'));
          changed(saved);
        }}
      />
      <NewsImagePanel news={news} onChanged={changed} />
    </Stack>
  );
}

/** /admin/content/news/new/ and /admin/content/news/{id}/ (docs/requirements.md#content). */
export function NewsEditorPage({ mode }: { mode: 'new' | 'edit' }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: contentKeys.news(id), queryFn: () => fetchNews(id), enabled: mode === 'edit' });
  const back = localize('/admin/content/news/');
  const defaultAuthor = t('content.news.defaultAuthor');
  const blank = useMemo(() => emptyNewsValues(defaultAuthor), [defaultAuthor]);
  const isMissing = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);

  return (
    <Stack $gap={5}>
      <PageHeading
        title={mode === 'new' ? t('content.news.newTitle') : t('content.news.editTitle')}
        description={mode === 'edit' ? query.data?.ru.title : t('content.news.newDescription')}
      />
      <div>
        <ButtonLink to={back} $variant="ghost">
          {t('content.news.backToList')}
        </ButtonLink>
      </div>
      {mode === 'new' ? (
        <NewsForm
          initialValues={blank}
          saved={null}
          onSaved={(news) => {
            notify.success(t('content.news.created'));
            queryClient.setQueryData(contentKeys.news(news.id), news);
            void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'news', 'list'] });
            navigate(localize(`/admin/content/news/${news.id}/`), { replace: true });
          }}
        />
      ) : (
        <QueryBoundary
          query={query}
          loadingLabel={t('content.news.loadingOne')}
          errorTitle={t('content.news.loadOneFailed')}
          retryLabel={t('content.retry')}
          renderError={(error) =>
            isMissing(error) ? (
              <EmptyState title={t('content.news.missing')} action={<ButtonLink to={back}>{t('content.news.backToList')}</ButtonLink>} />
            ) : null
          }
        >
          {(news) => <SavedNews news={news} />}
        </QueryBoundary>
      )}
    </Stack>
  );
}

import { api, type ListResponse, type Locale } from '@nebo/shared-ui';

/** The backend's content module (docs/requirements.md#public-site): news and the text pages, in one language. */
export interface NewsCategory {
  code: string;
  name: string;
}

export interface NewsSummary {
  id: string;
  slug: string;
  category: NewsCategory;
  title: string;
  summary: string;
  imageUrl: string | null;
  /** ISO date-time; shown DD.MM.YYYY in Moscow time. */
  publishedAt: string;
  author: { name: string; photoUrl: string | null };
  featured: boolean;
}

export interface NewsItem extends NewsSummary {
  /** Sanitised by the server; rendered only through HtmlArticle. */
  html: string;
}

export interface ContentPageData {
  slug: string;
  title: string;
  /** Sanitised by the server; rendered only through HtmlArticle. */
  html: string;
  updatedAt: string;
}

export const NEWS_PAGE_SIZE = 9;
/** The home page shows the latest few. */
export const LATEST_NEWS_SIZE = 3;

export interface NewsQuery {
  locale: Locale;
  category?: string;
  page: number;
  size: number;
}

export const publicKeys = {
  news: ({ locale, category, page, size }: NewsQuery) => ['public', 'news', locale, category ?? '', page, size] as const,
  categories: (locale: Locale) => ['public', 'news-categories', locale] as const,
  newsItem: (locale: Locale, slug: string) => ['public', 'news-item', locale, slug] as const,
  page: (locale: Locale, slug: string) => ['public', 'page', locale, slug] as const,
};

// Public calls: no token, and every failure is shown where the content would be (no error page).
const PUBLIC = { anonymous: true, ignoreStatuses: 'all' } as const;

export function fetchNews({ locale, category, page, size }: NewsQuery): Promise<ListResponse<NewsSummary>> {
  return api.get<ListResponse<NewsSummary>>('/public/news', { ...PUBLIC, query: { locale, category: category || undefined, page, size } });
}

export async function fetchNewsCategories(locale: Locale): Promise<NewsCategory[]> {
  const answer = await api.get<{ data: NewsCategory[] }>('/public/news/categories', { ...PUBLIC, query: { locale } });
  return answer.data;
}

export function fetchNewsItem(locale: Locale, slug: string): Promise<NewsItem> {
  return api.get<NewsItem>(`/public/news/${encodeURIComponent(slug)}`, { ...PUBLIC, query: { locale } });
}

export function fetchContentPage(locale: Locale, slug: string): Promise<ContentPageData> {
  return api.get<ContentPageData>(`/public/pages/${encodeURIComponent(slug)}`, { ...PUBLIC, query: { locale } });
}

/** Whether a failure is the server saying "no such page" (shown as not found, not as an error with a retry). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 404;
}

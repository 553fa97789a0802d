import { api, uploadMultipart, type UploadOptions } from '@nebo/shared-ui';
import type { AdminNews, AdminNewsPage, AdminPage, AdminPageSummary, NewsInput, NewsStatus, PageInput } from './types';

/** The admin's content calls; the `/api/system/admin` prefix is the backend's choice (the spec names no path). */
const NEWS = '/api/system/admin/news';
const PAGES = '/api/system/admin/pages';

export const NEWS_PAGE_SIZE = 20;

/** React-query keys: every change refreshes everything under ['admin', 'content']. */
export const contentKeys = {
  all: ['admin', 'content'] as const,
  newsList: (status: string, query: string, page: number) => ['admin', 'content', 'news', 'list', status, query, page] as const,
  news: (id: string) => ['admin', 'content', 'news', 'one', id] as const,
  pages: ['admin', 'content', 'pages', 'list'] as const,
  page: (slug: string) => ['admin', 'content', 'pages', 'one', slug] as const,
};

/** Refusals a form shows itself (field errors, a taken slug, an item deleted meanwhile). */
const FORM_REFUSALS = [400, 404, 409, 413];

export function findNews(status: NewsStatus | '', query: string, page: number): Promise<AdminNewsPage> {
  const params: Record<string, string> = { page: String(page), size: String(NEWS_PAGE_SIZE) };
  if (status) params.status = status;
  if (query) params.query = query;
  return api.get<AdminNewsPage>(NEWS, { query: params, ignoreStatuses: 'all' });
}

export function fetchNews(id: string): Promise<AdminNews> {
  return api.get<AdminNews>(`${NEWS}/${encodeURIComponent(id)}`, { ignoreStatuses: 'all' });
}

export function saveNews(id: string | null, input: NewsInput): Promise<AdminNews> {
  return id
    ? api.put<AdminNews>(`${NEWS}/${encodeURIComponent(id)}`, input, { ignoreStatuses: FORM_REFUSALS })
    : api.post<AdminNews>(NEWS, input, { ignoreStatuses: FORM_REFUSALS });
}

export function setNewsStatus(id: string, action: 'publish' | 'unpublish'): Promise<AdminNews> {
  return api.post<AdminNews>(`${NEWS}/${encodeURIComponent(id)}/${action}`, undefined, { ignoreStatuses: [404] });
}

export function deleteNews(id: string): Promise<void> {
  return api.delete(`${NEWS}/${encodeURIComponent(id)}`, { ignoreStatuses: [404] });
}

/** POST …/{id}/image (multipart field `image`), with upload progress. */
export function uploadNewsImage(id: string, file: File, options: Pick<UploadOptions, 'onProgress' | 'signal'> = {}): Promise<AdminNews> {
  const form = new FormData();
  form.append('image', file, file.name);
  return uploadMultipart<AdminNews>(`${NEWS}/${encodeURIComponent(id)}/image`, form, {
    ...options,
    method: 'POST',
    ignoreStatuses: FORM_REFUSALS,
  });
}

export function removeNewsImage(id: string): Promise<AdminNews> {
  return api.delete<AdminNews>(`${NEWS}/${encodeURIComponent(id)}/image`, { ignoreStatuses: [404] });
}

export function findPages(): Promise<{ data: AdminPageSummary[] }> {
  return api.get<{ data: AdminPageSummary[] }>(PAGES, { ignoreStatuses: 'all' });
}

export function fetchPage(slug: string): Promise<AdminPage> {
  return api.get<AdminPage>(`${PAGES}/${encodeURIComponent(slug)}`, { ignoreStatuses: 'all' });
}

export function savePage(slug: string, input: PageInput): Promise<AdminPage> {
  return api.put<AdminPage>(`${PAGES}/${encodeURIComponent(slug)}`, input, { ignoreStatuses: FORM_REFUSALS });
}

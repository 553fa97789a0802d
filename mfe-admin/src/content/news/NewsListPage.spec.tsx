import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@nebo/shared-ui/testing';
import { draftNews, NEWS_API, renderRoute, setupApi } from '../testing';
import { NewsListPage } from './NewsListPage';

const published = {
  ...draftNews,
  id: '00000000-0000-4000-8000-0000000000a2',
  slug: 'launch',
  status: 'PUBLISHED',
  featured: true,
  publishedAt: '2026-11-22T09:00:00Z',
  ru: { ...draftNews.ru, title: 'Nebo открыт' },
};

let fake: FakeApi;
const lastQuery = () => fake.calls.filter((call) => call.method === 'GET' && call.url.pathname === NEWS_API).at(-1)?.url.searchParams;

describe('NewsListPage', () => {
  it('lists drafts and published items with links, statuses and dates', async () => {
    fake = setupApi();
    fake.on('GET', NEWS_API, { body: { data: [published, draftNews], meta: { totalCount: 2 } } });
    renderRoute('/admin/content/news/', <NewsListPage />, '/admin/content/news/');
    const table = await screen.findByRole('table', { name: 'Новости' });
    const link = within(table).getByRole('link', { name: 'Открыть новость Nebo открыт' });
    expect(link.getAttribute('href')).toBe(`/admin/content/news/${published.id}/`);
    // The column heading and the published item's badge.
    expect(within(table).getAllByText('Опубликована')).toHaveLength(2);
    expect(within(table).getByText('Черновик')).toBeTruthy();
    expect(within(table).getByText('22.11.2026 12:00')).toBeTruthy();
    expect(within(table).getByText('launch · на всю ширину')).toBeTruthy();
    expect(screen.getByText('Найдено новостей: 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Новая новость' }).getAttribute('href')).toBe('/admin/content/news/new/');
  });

  it('sends the status filter and the search text, and keeps them in the address', async () => {
    fake = setupApi();
    fake.on('GET', NEWS_API, { body: { data: [], meta: { totalCount: 0 } } });
    renderRoute('/admin/content/news/', <NewsListPage />, '/admin/content/news/?status=DRAFT');
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    expect(lastQuery()?.get('status')).toBe('DRAFT');
    fireEvent.change(screen.getByLabelText('Адрес или заголовок'), { target: { value: 'rules' } });
    await waitFor(() => expect(lastQuery()?.get('query')).toBe('rules'));
    expect(screen.getByTestId('where').textContent).toContain('query=rules');
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/content/news/'));
  });

  it('says when there is no news at all, and when the list fails', async () => {
    fake = setupApi();
    fake.on('GET', NEWS_API, { body: { data: [], meta: { totalCount: 0 } } });
    const { unmount } = renderRoute('/admin/content/news/', <NewsListPage />, '/admin/content/news/');
    expect(await screen.findByText('Новостей пока нет')).toBeTruthy();
    unmount();
    fake = setupApi();
    fake.on('GET', NEWS_API, { status: 503, body: { statusCode: 503, message: 'Down' } });
    renderRoute('/admin/content/news/', <NewsListPage />, '/admin/content/news/');
    expect(await screen.findByText('Не удалось загрузить новости')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});

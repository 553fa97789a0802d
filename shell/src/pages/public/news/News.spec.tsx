import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { configureApiClient } from '@nebo/shared-ui';
import { createFakeApi } from '@nebo/shared-ui/testing';
import { LocationProbe, renderInShell } from '../../../testing/renderInShell';
import type { NewsSummary } from '../publicApi';
import { LatestNews } from './LatestNews';
import { NewsListPage, arrangeNews } from './NewsListPage';
import { NewsPage } from './NewsPage';

const item = (n: number, extra: Partial<NewsSummary> = {}): NewsSummary => ({
  id: `id-${n}`,
  slug: `news-${n}`,
  category: { code: 'RULES', name: 'Правила' },
  title: `Новость ${n}`,
  summary: `Коротко о новости ${n}`,
  imageUrl: null,
  publishedAt: '2026-05-31T22:00:00Z',
  author: { name: 'Анна Иванова', photoUrl: null },
  featured: false,
  ...extra,
});

function api() {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => undefined });
  fake.on('GET', '/public/news/categories', {
    body: {
      data: [
        { code: 'RULES', name: 'Правила' },
        { code: 'PLATFORM', name: 'Платформа' },
      ],
    },
  });
  return fake;
}

describe('arrangeNews', () => {
  it('puts the featured item first on the first page only', () => {
    const items = [item(1), item(2, { featured: true }), item(3)];
    expect(arrangeNews(items, true).featured?.id).toBe('id-2');
    expect(arrangeNews(items, true).rest.map((i) => i.id)).toEqual(['id-1', 'id-3']);
    expect(arrangeNews(items, false).featured).toBeUndefined();
  });
});

describe('the news list', () => {
  it('shows categories, the featured item at full width, Moscow dates and pages', async () => {
    const fake = api().on('GET', '/public/news', {
      body: { data: [item(1), item(2, { featured: true }), item(3)], meta: { totalCount: 20 } },
    });
    renderInShell(
      <>
        <NewsListPage />
        <LocationProbe />
      </>,
      { route: '/news/' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Новости' })).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings[0].textContent).toBe('Новость 2');
    expect(screen.getByText('Главная новость')).toBeTruthy();
    // 22:00 UTC on 31 May is 1 June in Moscow.
    expect(screen.getAllByText('Опубликовано 01.06.2026')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Новость 1' }).getAttribute('href')).toBe('/news/news-1/');

    const categories = await screen.findByRole('navigation', { name: 'Рубрики' });
    expect(within(categories).getByRole('link', { name: 'Все' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(categories).getByRole('link', { name: 'Платформа' }));
    expect(screen.getByTestId('location').textContent).toBe('/news/?category=PLATFORM');
    await screen.findAllByRole('heading', { level: 2 });
    const last = fake.calls.filter((call) => call.url.pathname === '/public/news').pop();
    expect(last?.url.searchParams.get('category')).toBe('PLATFORM');
    expect(last?.url.searchParams.get('locale')).toBe('ru');
    expect(last?.url.searchParams.get('page')).toBe('0');
  });

  it('says so when nothing is published', async () => {
    api().on('GET', '/public/news', { body: { data: [], meta: { totalCount: 0 } } });
    renderInShell(<NewsListPage />, { route: '/en/news/' });
    expect(await screen.findByText('No news yet')).toBeTruthy();
  });
});

describe('a news item', () => {
  it('shows the category, the title as h1, the date, the author and the text', async () => {
    api().on('GET', '/public/news/news-7', {
      body: {
        ...item(7, { imageUrl: 'http://img.test/7.jpg', author: { name: 'Anna', photoUrl: 'http://img.test/a.jpg' } }),
        html: '<p>Body text</p>',
      },
    });
    renderInShell(
      <Routes>
        <Route path="/en/news/:slug/" element={<NewsPage />} />
      </Routes>,
      { route: '/en/news/news-7/' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Новость 7' })).toBeTruthy();
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(screen.getByText('By Anna')).toBeTruthy();
    expect(screen.getByText('Published 01.06.2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/en/news/');
  });

  it('says "not found" for an unknown slug', async () => {
    api().on('GET', '/public/news/gone', { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } });
    renderInShell(
      <Routes>
        <Route path="/news/:slug/" element={<NewsPage />} />
      </Routes>,
      { route: '/news/gone/' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Новость не найдена' })).toBeTruthy();
  });
});

describe('the latest news on the home page', () => {
  it('shows the three latest with a link to all news, and nothing when none is published', async () => {
    const fake = api().on('GET', '/public/news', { body: { data: [item(1), item(2)], meta: { totalCount: 2 } } });
    const { unmount } = renderInShell(<LatestNews />, { route: '/' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Новость 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Последние новости' })).toBeTruthy();
    expect(fake.calls.find((call) => call.url.pathname === '/public/news')?.url.searchParams.get('size')).toBe('3');
    unmount();

    api().on('GET', '/public/news', { body: { data: [], meta: { totalCount: 0 } } });
    const { container } = renderInShell(<LatestNews />, { route: '/' });
    await waitFor(() => expect(container.childElementCount).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Последние новости' })).toBeNull();
  });
});

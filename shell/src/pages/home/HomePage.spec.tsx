import { screen } from '@testing-library/react';
import { configureApiClient } from '@nebo/shared-ui';
import { createFakeApi } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../testing/renderInShell';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('presents the audiences and, loaded after it, the latest news', async () => {
    const fake = createFakeApi().on('GET', '/public/news', {
      body: {
        data: [
          {
            id: '1',
            slug: 'rules-2026',
            category: { code: 'RULES', name: 'Rules' },
            title: 'New registration rules',
            summary: 'What changes',
            imageUrl: null,
            publishedAt: '2026-05-01T09:00:00Z',
            author: { name: 'Editorial team', photoUrl: null },
            featured: true,
          },
        ],
        meta: { totalCount: 1 },
      },
    });
    configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => undefined });
    renderInShell(<HomePage />, { route: '/en/' });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Who the platform is for' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest news' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'New registration rules' })).getAttribute('href')).toBe('/en/news/rules-2026/');
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/en/news/');
  });
});

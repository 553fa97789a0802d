import { fireEvent, screen } from '@testing-library/react';
import { configureApiClient } from '@nebo/shared-ui';
import { createFakeApi } from '@nebo/shared-ui/testing';
import { renderInShell } from '../../testing/renderInShell';
import { ContentPage } from './ContentPage';

function api() {
  const fake = createFakeApi();
  configureApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, getToken: async () => undefined });
  return fake;
}

describe('ContentPage', () => {
  it('shows the page title as the h1 and the server HTML as the article, asking in the page language', async () => {
    const fake = api().on('GET', '/public/pages/flight-rules', {
      body: {
        slug: 'flight-rules',
        title: 'Flight rules',
        html: '<h2>Where you may fly</h2><ul><li>Below 150 m</li></ul><table><tr><th>Zone</th></tr></table>',
        updatedAt: '2026-03-01T21:30:00Z',
      },
    });
    renderInShell(<ContentPage slug="flight-rules" />, { route: '/en/flight-rules/' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Where you may fly' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Flight rules' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Flight rules' })).toBeTruthy();
    // Moscow time: 21:30 UTC on 1 March is 2 March in Moscow.
    expect(screen.getByText('Updated 02.03.2026')).toBeTruthy();
    expect(fake.calls[0].url.searchParams.get('locale')).toBe('en');
    expect(fake.calls[0].headers.authorization).toBeUndefined();
  });

  it('keeps a heading while loading and says "not found" on a 404', async () => {
    api().on('GET', '/public/pages/rubicon', { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } });
    renderInShell(<ContentPage slug="rubicon" />, { route: '/rubicon/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Рубикон' })).toBeTruthy();
    expect(await screen.findByText('Такой страницы нет или она ещё не опубликована.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('shows an error with a retry when the server fails, and the page after the retry', async () => {
    let calls = 0;
    api().on('GET', '/public/pages/faq', () =>
      ++calls === 1
        ? { status: 500, body: { statusCode: 500, message: 'Boom', error: 'Internal Server Error' } }
        : { body: { slug: 'faq', title: 'FAQ', html: '<p>Answers</p>', updatedAt: '2026-01-01T00:00:00Z' } },
    );
    renderInShell(<ContentPage slug="faq" />, { route: '/en/faq/' });
    expect(await screen.findByText('The page could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Answers')).toBeTruthy();
  });
});

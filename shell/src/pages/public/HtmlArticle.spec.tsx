import { fireEvent, screen } from '@testing-library/react';
import { LocationProbe, renderInShell } from '../../testing/renderInShell';
import { HtmlArticle } from './HtmlArticle';

const HTML =
  '<h2>Links</h2><p><a href="/tariff/">Plans</a> <a href="https://www.consultant.ru/doc/">Code</a> <a href="mailto:help@nebo.ru">Mail</a></p>';

describe('HtmlArticle', () => {
  it('renders the server HTML with its headings', () => {
    renderInShell(<HtmlArticle html={HTML} />, { route: '/faq/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Links' })).toBeTruthy();
  });

  it('keeps links to this site in the app', () => {
    renderInShell(
      <>
        <HtmlArticle html={HTML} />
        <LocationProbe />
      </>,
      { route: '/faq/' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Plans' }));
    expect(screen.getByTestId('location').textContent).toBe('/tariff/');
  });

  it('opens links in the page language, and sends links to other sites through the /redirect/ page', () => {
    renderInShell(
      <>
        <HtmlArticle html={HTML} />
        <LocationProbe />
      </>,
      { route: '/en/faq/' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Plans' }));
    expect(screen.getByTestId('location').textContent).toBe('/en/tariff/');
    fireEvent.click(screen.getByRole('link', { name: 'Code' }));
    expect(screen.getByTestId('location').textContent).toBe(`/en/redirect/?url=${encodeURIComponent('https://www.consultant.ru/doc/')}`);
  });

  it('leaves mail links alone', () => {
    renderInShell(
      <>
        <HtmlArticle html={HTML} />
        <LocationProbe />
      </>,
      { route: '/faq/' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Mail' }));
    expect(screen.getByTestId('location').textContent).toBe('/faq/');
  });
});

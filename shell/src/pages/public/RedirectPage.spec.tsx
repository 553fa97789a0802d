import { screen } from '@testing-library/react';
import { renderInShell } from '../../testing/renderInShell';
import { RedirectPage } from './RedirectPage';
import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it.each([
    ['https://www.gosuslugi.ru/600321/1', { href: 'https://www.gosuslugi.ru/600321/1', host: 'www.gosuslugi.ru' }],
    ['http://example.ru:8080/a?b=c', { href: 'http://example.ru:8080/a?b=c', host: 'example.ru:8080' }],
    ['  HTTPS://Example.RU  ', { href: 'https://example.ru/', host: 'example.ru' }],
  ])('follows %s', (raw, expected) => {
    expect(redirectTarget(raw)).toEqual(expected);
  });

  it.each([
    null,
    '',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example/',
    '/profile/',
    'ftp://files.example/',
    'https://user:pw@evil.example/',
    'https://',
  ])('refuses %s', (raw) => {
    expect(redirectTarget(raw)).toBeNull();
  });
});

describe('RedirectPage', () => {
  it('names the host and offers to continue there', () => {
    renderInShell(<RedirectPage />, {
      route: `/redirect/?url=${encodeURIComponent('https://www.consultant.ru/document/cons_doc_LAW_61022/')}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Переход на внешний сайт' })).toBeTruthy();
    expect(screen.getByText('www.consultant.ru')).toBeTruthy();
    const go = screen.getByRole('link', { name: 'Перейти на www.consultant.ru' });
    expect(go.getAttribute('href')).toBe('https://www.consultant.ru/document/cons_doc_LAW_61022/');
    expect(go.getAttribute('rel')).toContain('noopener');
  });

  it('refuses anything but http(s), with a message', () => {
    renderInShell(<RedirectPage />, { route: `/en/redirect/?url=${encodeURIComponent('javascript:alert(1)')}` });
    expect(screen.getByRole('heading', { level: 1, name: 'This link cannot be opened' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/en/');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@nebo/shared-ui/testing';
import { aboutPage, PAGES_API, renderRoute, setupApi } from '../testing';
import { ContentPagesPage } from './ContentPagesPage';
import { PageEditorPage } from './PageEditorPage';

let fake: FakeApi;

describe('pages', () => {
  it('lists the pages with links to their editors', async () => {
    fake = setupApi();
    fake.on('GET', PAGES_API, {
      body: { data: [{ slug: 'about', titleRu: 'О платформе', titleEn: 'About', updatedAt: aboutPage.updatedAt, fromSeed: true }] },
    });
    renderRoute('/admin/content/pages/', <ContentPagesPage />, '/admin/content/pages/');
    const table = await screen.findByRole('table', { name: 'Страницы' });
    expect(within(table).getByRole('link', { name: 'Открыть страницу О платформе' }).getAttribute('href')).toBe(
      '/admin/content/pages/about/',
    );
    expect(within(table).getByText('/about/')).toBeTruthy();
  });

  it('edits a page, sends both languages and shows the server’s new rendering', async () => {
    fake = setupApi();
    fake.on('GET', `${PAGES_API}/about`, { body: aboutPage });
    const saved = {
      ...aboutPage,
      ru: { title: 'О нас', markdown: '*Новый* текст', html: '<p><em>Новый</em> текст</p>\n' },
      fromSeed: false,
    };
    fake.on('PUT', `${PAGES_API}/about`, { body: saved });
    renderRoute('/admin/content/pages/:slug/', <PageEditorPage />, '/admin/content/pages/about/');
    const title = await screen.findByLabelText('Заголовок', { exact: false });
    expect(within(screen.getByRole('region', { name: 'Как увидят посетители (после сохранения)' })).getByText('Nebo')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'О нас' } });
    fireEvent.change(screen.getByLabelText('Текст (Markdown)', { exact: false }), { target: { value: '*Новый* текст' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ru: { title: 'О нас', markdown: '*Новый* текст' },
      en: { title: 'About', markdown: '**Nebo** is a platform' },
    });
    expect(await screen.findByText('Новый')).toBeTruthy();
  });

  it('shows a server field error next to its field', async () => {
    fake = setupApi();
    fake.on('GET', `${PAGES_API}/about`, { body: aboutPage });
    fake.on('PUT', `${PAGES_API}/about`, {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'ru.markdown: too long',
        detailedError: [{ field: 'ru.markdown', error: 'ru.markdown must be shorter' }],
      },
    });
    renderRoute('/admin/content/pages/:slug/', <PageEditorPage />, '/admin/content/pages/about/');
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('ru.markdown must be shorter')).toBeTruthy();
  });

  it('says when the page does not exist', async () => {
    fake = setupApi();
    fake.on('GET', `${PAGES_API}/nothing`, {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Page not found', code: 'content.page-not-found' },
    });
    renderRoute('/admin/content/pages/:slug/', <PageEditorPage />, '/admin/content/pages/nothing/');
    expect(await screen.findByText('Такой страницы нет')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeXhr, type FakeApi, type FakeXhrControl } from '@nebo/shared-ui/testing';
import { draftNews, NEWS_API, renderRoute, setupApi } from '../testing';
import { NewsEditorPage } from './NewsEditorPage';

let fake: FakeApi;
let xhr: FakeXhrControl;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

const ONE = `${NEWS_API}/${draftNews.id}`;

const renderNew = () =>
  renderRoute('/admin/content/news/new/', <NewsEditorPage mode="new" />, '/admin/content/news/new/', {
    '/admin/content/news/:id/': <NewsEditorPage mode="edit" />,
  });
const renderEdit = () => renderRoute('/admin/content/news/:id/', <NewsEditorPage mode="edit" />, `/admin/content/news/${draftNews.id}/`);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('a new news item', () => {
  it('shows the rules next to the fields before sending anything', async () => {
    fake = setupApi();
    renderNew();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findAllByText('Заполните поле')).toHaveLength(4);
    type('Адрес (slug)', 'Bad Slug');
    expect(await screen.findByText('Такой адрес не подойдёт: только латинские строчные буквы, цифры и дефис')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves a draft with both languages and opens it', async () => {
    fake = setupApi();
    fake.on('POST', NEWS_API, { status: 201, body: draftNews });
    fake.on('GET', ONE, { body: draftNews });
    renderNew();
    type('Адрес (slug)', 'new-rules');
    fireEvent.change(screen.getByRole('combobox', { name: /Рубрика/ }), { target: { value: 'RULES' } });
    type('Заголовок', 'Новые правила');
    type('Краткое описание', 'Кратко о правилах');
    type('Текст (Markdown)', '## Главное\n\nТекст');
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    type('Заголовок', 'New rules');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/admin/content/news/${draftNews.id}/`));
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      slug: 'new-rules',
      category: 'RULES',
      featured: false,
      authorName: 'Редакция Nebo',
      ru: { title: 'Новые правила', summary: 'Кратко о правилах', markdown: '## Главное\n\nТекст' },
      en: { title: 'New rules', summary: '', markdown: '' },
    });
  });

  it('puts a taken slug next to the slug field', async () => {
    fake = setupApi();
    fake.on('POST', NEWS_API, {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'content.slug-taken',
        message: 'taken',
        detailedError: [{ field: 'slug', error: 'slug is already used' }],
      },
    });
    renderNew();
    type('Адрес (slug)', 'new-rules');
    type('Заголовок', 'Новые правила');
    type('Краткое описание', 'Кратко');
    type('Текст (Markdown)', 'Текст');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Такой адрес уже есть у другой новости')).toBeTruthy();
    expect(screen.getByLabelText('Адрес (slug)', { exact: false }).getAttribute('aria-invalid')).toBe('true');
  });

  it('marks the English tab when the server refuses an English field', async () => {
    fake = setupApi();
    fake.on('POST', NEWS_API, {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'en.title: too long',
        detailedError: [{ field: 'en.title', error: 'en.title must be shorter' }],
      },
    });
    renderNew();
    type('Адрес (slug)', 'new-rules');
    type('Заголовок', 'Новые правила');
    type('Краткое описание', 'Кратко');
    type('Текст (Markdown)', 'Текст');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const tab = await screen.findByRole('tab', { name: 'English (есть ошибки)' });
    fireEvent.click(tab);
    expect(await screen.findByText('en.title must be shorter')).toBeTruthy();
  });
});

describe('a saved news item', () => {
  it('shows the server’s preview, publishes it and shows the new status', async () => {
    fake = setupApi();
    fake.on('GET', ONE, { body: draftNews });
    fake.on('POST', `${ONE}/publish`, { body: { ...draftNews, status: 'PUBLISHED', publishedAt: '2026-11-22T09:00:00Z' } });
    renderEdit();
    const preview = await screen.findByRole('region', { name: 'Как увидят посетители (после сохранения)' });
    expect(within(preview).getByRole('heading', { name: 'Главное' })).toBeTruthy();
    expect(screen.getByText('Черновик')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByRole('button', { name: 'Снять с публикации' })).toBeTruthy();
    expect(screen.getByText('Опубликована 22.11.2026 12:00.')).toBeTruthy();
  });

  it('uploads a picture as the multipart field `image` with progress', async () => {
    fake = setupApi();
    fake.on('GET', ONE, { body: draftNews });
    renderEdit();
    const input = await screen.findByLabelText('Новая картинка', { selector: 'input' });
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    xhr.reply({ status: 200, body: { ...draftNews, imageUrl: 'http://api.test/public/files/f1' }, progress: [[50, 100]], hold: true });
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByRole('progressbar', { name: 'Загрузка картинки' })).toBeTruthy();
    xhr.release();
    expect(await screen.findByRole('img', { name: 'Текущая картинка новости' })).toBeTruthy();
    expect(xhr.sent[0].url).toBe(`http://api.test${ONE}/image`);
    expect(((xhr.sent[0].body as FormData).get('image') as File).name).toBe(file.name);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('deletes after a confirmation and returns to the list', async () => {
    fake = setupApi();
    fake.on('GET', ONE, { body: draftNews });
    fake.on('DELETE', ONE, { status: 204 });
    renderRoute('/admin/content/news/:id/', <NewsEditorPage mode="edit" />, `/admin/content/news/${draftNews.id}/`, {
      '/admin/content/news/': <p>list</p>,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить новость?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/content/news/'));
  });

  it('says when the item does not exist', async () => {
    fake = setupApi();
    fake.on('GET', ONE, {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'News item not found', code: 'content.news-not-found' },
    });
    renderEdit();
    expect(await screen.findByText('Такой новости нет')).toBeTruthy();
  });
});

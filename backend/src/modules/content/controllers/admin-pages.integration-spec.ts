import { TestApp, startTestApp } from '../../../testing/test-app';
import { contentSeed } from '../seeds/content.seed';
import { ADMIN_PAGES, PAGE_SLUGS } from '../testing/content-fixtures';

/** docs/requirements.md#content: the admin edits the seeded pages. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.bearer('admin');
});

afterAll(async () => {
  await t.close();
});

it('answers 401 without a token and 403 to everyone but the platform admin', async () => {
  await t.http.get(ADMIN_PAGES).expect(401);
  for (const role of ['pilot', 'reviewer', 'authority'] as const) {
    const caller = await t.bearer(role);
    await t.http.get(ADMIN_PAGES).set('Authorization', caller).expect(403);
    await t.http.get(`${ADMIN_PAGES}/about`).set('Authorization', caller).expect(403);
    await t.http
      .put(`${ADMIN_PAGES}/about`)
      .set('Authorization', caller)
      .send({ ru: { title: 'x', markdown: 'x' }, en: { title: '', markdown: '' } })
      .expect(403);
  }
});

it('lists every seeded page with titles in both languages', async () => {
  const { body } = await t.http.get(ADMIN_PAGES).set('Authorization', admin).expect(200);
  expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(PAGE_SLUGS));
  for (const page of body.data) {
    expect(page.titleRu).not.toBe('');
    expect(page.titleEn).not.toBe('');
  }
});

it('edits a page, renders the preview, keeps the edit when the seed runs again', async () => {
  const input = {
    ru: { title: 'Реквизиты ООО «Небо»', markdown: 'ИНН **7700000000**\n\n<script>alert(1)</script>' },
    en: { title: '', markdown: '' },
  };
  const { body } = await t.http.put(`${ADMIN_PAGES}/requisites`).set('Authorization', admin).send(input).expect(200);
  expect(body).toMatchObject({ slug: 'requisites', fromSeed: false, ru: { title: 'Реквизиты ООО «Небо»' }, en: { title: '', html: '' } });
  expect(body.ru.html).toContain('<strong>7700000000</strong>');
  expect(body.ru.html).not.toContain('<script');

  await t.dataSource.query(`UPDATE content_pages SET seed_hash = 'stale' WHERE slug = 'requisites'`);
  await t.dataSource.transaction((manager) => contentSeed.run(manager));
  const publicPage = (await t.http.get('/public/pages/requisites?locale=en').expect(200)).body;
  // English left empty: visitors read the Russian text.
  expect(publicPage.title).toBe('Реквизиты ООО «Небо»');
});

it('answers 404 for an unknown page and 400 for a missing Russian text', async () => {
  await t.http.get(`${ADMIN_PAGES}/no-such-page`).set('Authorization', admin).expect(404);
  await t.http
    .put(`${ADMIN_PAGES}/no-such-page`)
    .set('Authorization', admin)
    .send({ ru: { title: 'x', markdown: 'x' }, en: { title: '', markdown: '' } })
    .expect(404);
  const { body } = await t.http
    .put(`${ADMIN_PAGES}/about`)
    .set('Authorization', admin)
    .send({ ru: { title: '  ', markdown: '' }, en: {} })
    .expect(400);
  expect(body.detailedError.map((e: { field: string }) => e.field)).toEqual(
    expect.arrayContaining(['ru.title', 'ru.markdown', 'en.title']),
  );
});

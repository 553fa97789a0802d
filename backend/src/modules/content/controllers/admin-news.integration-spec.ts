import { PNG, EXE } from '../../files/testing/upload-fixtures';
import { companyWithAdmin } from '../../companies/testing/company-fixtures';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { contentSeed } from '../seeds/content.seed';
import { ADMIN_NEWS, newsInput } from '../testing/content-fixtures';

/** docs/requirements.md#content: the admin's news desk. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.bearer('admin');
});

afterAll(async () => {
  await t.close();
});

const create = (body: Record<string, unknown>) => t.http.post(ADMIN_NEWS).set('Authorization', admin).send(body);

describe('who may edit news', () => {
  it('answers 401 without a token and 403 to everyone but the platform admin, the registration reviewer included', async () => {
    const { body: item } = await create(newsInput()).expect(201);
    const company = await companyWithAdmin(t, 'NewsOutsider');
    await t.http.get(ADMIN_NEWS).expect(401);
    for (const caller of [await t.bearer('pilot'), await t.bearer('reviewer'), await t.bearer('authority'), company.admin.auth]) {
      await t.http.get(ADMIN_NEWS).set('Authorization', caller).expect(403);
      await t.http.get(`${ADMIN_NEWS}/${item.id}`).set('Authorization', caller).expect(403);
      await t.http.post(ADMIN_NEWS).set('Authorization', caller).send(newsInput()).expect(403);
      await t.http.post(`${ADMIN_NEWS}/${item.id}/publish`).set('Authorization', caller).expect(403);
      await t.http.delete(`${ADMIN_NEWS}/${item.id}`).set('Authorization', caller).expect(403);
    }
  });
});

describe('drafts, publication and deletion', () => {
  it('creates a draft visitors cannot see, publishes it with a date, unpublishes and deletes it', async () => {
    const input = newsInput({ featured: true, category: 'EVENTS' });
    const { body: draft } = await create(input).expect(201);
    expect(draft).toMatchObject({
      slug: input.slug,
      category: 'EVENTS',
      featured: true,
      status: 'DRAFT',
      publishedAt: null,
      authorName: 'Редакция Nebo',
      fromSeed: false,
      ru: { title: 'Новая функция', html: '<h2>Что нового</h2>\n<p>Теперь можно <strong>всё</strong>.</p>\n' },
    });
    await t.http.get(`/public/news/${draft.slug}`).expect(404);

    const { body: published } = await t.http.post(`${ADMIN_NEWS}/${draft.id}/publish`).set('Authorization', admin).expect(200);
    expect(published.status).toBe('PUBLISHED');
    expect(Date.parse(published.publishedAt)).not.toBeNaN();
    expect((await t.http.get(`/public/news/${draft.slug}?locale=en`).expect(200)).body.title).toBe('New feature');

    // Publishing again keeps the first date.
    const { body: again } = await t.http.post(`${ADMIN_NEWS}/${draft.id}/publish`).set('Authorization', admin).expect(200);
    expect(again.publishedAt).toBe(published.publishedAt);

    await t.http.post(`${ADMIN_NEWS}/${draft.id}/unpublish`).set('Authorization', admin).expect(200);
    expect((await t.http.get(`/public/news/${draft.slug}`).expect(404)).body).toMatchObject({
      code: 'content.news-not-found',
      statusCode: 404,
    });

    await t.http.delete(`${ADMIN_NEWS}/${draft.id}`).set('Authorization', admin).expect(204);
    await t.http.get(`${ADMIN_NEWS}/${draft.id}`).set('Authorization', admin).expect(404);
  });

  it('replaces the texts and slug with PUT, keeping the status', async () => {
    const { body: item } = await create(newsInput()).expect(201);
    await t.http.post(`${ADMIN_NEWS}/${item.id}/publish`).set('Authorization', admin).expect(200);
    const changed = newsInput({ category: 'RULES', ru: { title: 'Изменено', summary: 'Новое', markdown: 'Текст' } });
    const { body } = await t.http.put(`${ADMIN_NEWS}/${item.id}`).set('Authorization', admin).send(changed).expect(200);
    expect(body).toMatchObject({
      slug: changed.slug,
      category: 'RULES',
      status: 'PUBLISHED',
      ru: { title: 'Изменено', html: '<p>Текст</p>\n' },
    });
    await t.http.get(`/public/news/${item.slug}`).expect(404);
    await t.http.get(`/public/news/${String(changed.slug)}`).expect(200);
  });

  it('lists both statuses, filters by status and searches slugs and titles in either language', async () => {
    const marker = `zz${Date.now()}`;
    const { body: a } = await create(newsInput({ slug: `${marker}-a` })).expect(201);
    const { body: b } = await create(
      newsInput({ slug: `${marker}-b`, en: { title: `Title ${marker}`, summary: '', markdown: '' } }),
    ).expect(201);
    await t.http.post(`${ADMIN_NEWS}/${b.id}/publish`).set('Authorization', admin).expect(200);

    const all = (await t.http.get(`${ADMIN_NEWS}?query=${marker}`).set('Authorization', admin).expect(200)).body;
    expect(all.meta.totalCount).toBe(2);
    const drafts = (await t.http.get(`${ADMIN_NEWS}?query=${marker}&status=DRAFT`).set('Authorization', admin).expect(200)).body;
    expect(drafts.data.map((n: { id: string }) => n.id)).toEqual([a.id]);
    const byTitle = (await t.http.get(`${ADMIN_NEWS}?query=title%20${marker}`).set('Authorization', admin).expect(200)).body;
    expect(byTitle.data.map((n: { id: string }) => n.id)).toEqual([b.id]);
    const paged = (await t.http.get(`${ADMIN_NEWS}?query=${marker}&size=1&page=1`).set('Authorization', admin).expect(200)).body;
    expect(paged).toMatchObject({ meta: { totalCount: 2 } });
    expect(paged.data).toHaveLength(1);
    // `%` matches itself, not everything.
    expect((await t.http.get(`${ADMIN_NEWS}?query=%25`).set('Authorization', admin).expect(200)).body.meta.totalCount).toBe(0);
  });
});

describe('validation', () => {
  it('refuses a bad slug, a missing Russian text, an unknown category and unknown fields with field errors', async () => {
    const { body } = await create(
      newsInput({ slug: 'Bad Slug', category: 'GOSSIP', ru: { title: '', summary: 'x', markdown: 'x' }, extra: 1 }),
    ).expect(400);
    const fields = body.detailedError.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['slug', 'category', 'ru.title', 'extra']));
  });

  it('refuses texts past their limits', async () => {
    const { body } = await create(newsInput({ ru: { title: 'x'.repeat(201), summary: 'x', markdown: 'x'.repeat(40001) } })).expect(400);
    expect(body.detailedError.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['ru.title', 'ru.markdown']));
  });

  it('answers a slug another item has with a 409 field error on slug', async () => {
    const first = newsInput();
    await create(first).expect(201);
    const { body } = await create(newsInput({ slug: first.slug })).expect(409);
    expect(body).toMatchObject({ code: 'content.slug-taken', detailedError: [{ field: 'slug', error: 'slug is already used' }] });
    const { body: other } = await create(newsInput()).expect(201);
    await t.http
      .put(`${ADMIN_NEWS}/${other.id}`)
      .set('Authorization', admin)
      .send(newsInput({ slug: first.slug }))
      .expect(409);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a uuid', async () => {
    await t.http.get(`${ADMIN_NEWS}/00000000-0000-4000-8000-000000000000`).set('Authorization', admin).expect(404);
    await t.http.post(`${ADMIN_NEWS}/not-a-uuid/publish`).set('Authorization', admin).expect(400);
  });
});

describe('the picture', () => {
  it('uploads an image as a PUBLIC file that visitors read, replaces and removes it', async () => {
    const { body: item } = await create(newsInput()).expect(201);
    const upload = () => t.http.post(`${ADMIN_NEWS}/${item.id}/image`).set('Authorization', admin).attach('image', PNG, 'cover.png');
    const { body: withImage } = await upload().expect(200);
    expect(withImage.imageUrl).toMatch(/\/public\/files\/[0-9a-f-]{36}$/);
    const path = new URL(withImage.imageUrl).pathname;
    await t.http.get(path).expect(200).expect('Content-Type', 'image/png');

    const { body: replaced } = await upload().expect(200);
    expect(replaced.imageUrl).not.toBe(withImage.imageUrl);
    await t.http.get(path).expect(404);

    const { body: removed } = await t.http.delete(`${ADMIN_NEWS}/${item.id}/image`).set('Authorization', admin).expect(200);
    expect(removed.imageUrl).toBeNull();
  });

  it('refuses a file that is not an image, and a request without one', async () => {
    const { body: item } = await create(newsInput()).expect(201);
    await t.http.post(`${ADMIN_NEWS}/${item.id}/image`).set('Authorization', admin).attach('image', EXE, 'cover.png').expect(400);
    const { body } = await t.http.post(`${ADMIN_NEWS}/${item.id}/image`).set('Authorization', admin).field('note', 'x').expect(400);
    expect(body.detailedError?.[0]?.field).toBeDefined();
  });
});

describe('the seed and the admin', () => {
  it('never overwrites a seeded item the admin edited, and does not bring back one the admin deleted', async () => {
    const list = (await t.http.get(`${ADMIN_NEWS}?query=drone-registration-reminder`).set('Authorization', admin).expect(200)).body;
    const seeded = list.data[0];
    expect(seeded).toMatchObject({ status: 'PUBLISHED', fromSeed: true });
    const edit = {
      ...newsInput({ slug: seeded.slug, category: seeded.category }),
      ru: { title: 'Правка администратора', summary: seeded.ru.summary, markdown: seeded.ru.markdown },
    };
    await t.http.put(`${ADMIN_NEWS}/${seeded.id}`).set('Authorization', admin).send(edit).expect(200);

    const removedList = (await t.http.get(`${ADMIN_NEWS}?query=commercial-work`).set('Authorization', admin).expect(200)).body;
    await t.http.delete(`${ADMIN_NEWS}/${removedList.data[0].id}`).set('Authorization', admin).expect(204);

    // Force the seed to see "changed" files: an edited row still keeps the admin's text.
    await t.dataSource.query(`UPDATE content_news SET seed_hash = 'stale' WHERE slug = $1`, [seeded.slug]);
    await t.dataSource.transaction((manager) => contentSeed.run(manager));

    const after = (await t.http.get(`${ADMIN_NEWS}/${seeded.id}`).set('Authorization', admin).expect(200)).body;
    expect(after).toMatchObject({ fromSeed: false, ru: { title: 'Правка администратора' } });
    expect((await t.http.get(`${ADMIN_NEWS}?query=commercial-work`).set('Authorization', admin).expect(200)).body.meta.totalCount).toBe(0);
  });

  it('does not seed a renamed item again under its original slug', async () => {
    const list = (await t.http.get(`${ADMIN_NEWS}?query=liability-insurance`).set('Authorization', admin).expect(200)).body;
    const seeded = list.data[0];
    const renamed = {
      ...newsInput({ slug: 'pilot-insurance', category: seeded.category }),
      ru: { title: seeded.ru.title, summary: seeded.ru.summary, markdown: seeded.ru.markdown },
    };
    await t.http.put(`${ADMIN_NEWS}/${seeded.id}`).set('Authorization', admin).send(renamed).expect(200);
    await t.dataSource.transaction((manager) => contentSeed.run(manager));
    await t.http.get('/public/news/liability-insurance').expect(404);
    expect((await t.http.get('/public/news/pilot-insurance').expect(200)).body.id).toBe(seeded.id);
  });

  it('refreshes a seeded item nobody edited when its files change', async () => {
    await t.dataSource.query(`UPDATE content_news SET title_ru = 'Старый заголовок', seed_hash = 'old' WHERE slug = 'nebo-launch'`);
    await t.dataSource.transaction((manager) => contentSeed.run(manager));
    const rows: Array<{ title_ru: string }> = await t.dataSource.query(`SELECT title_ru FROM content_news WHERE slug = 'nebo-launch'`);
    expect(rows[0].title_ru).toBe('Nebo открыт для пилотов');
  });
});

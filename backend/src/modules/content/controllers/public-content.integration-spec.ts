import { TestApp, startTestApp } from '../../../testing/test-app';
import { ADMIN_NEWS, newsInput } from '../testing/content-fixtures';

/** docs/requirements.md#content: what visitors read, without signing in. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.bearer('admin');
});

afterAll(async () => {
  await t.close();
});

async function published(overrides: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const { body } = await t.http.post(ADMIN_NEWS).set('Authorization', admin).send(newsInput(overrides)).expect(201);
  await t.http.post(`${ADMIN_NEWS}/${body.id}/publish`).set('Authorization', admin).expect(200);
  return body;
}

describe('news', () => {
  it('lists the seeded news, published only, newest first, in the requested language', async () => {
    const { body } = await t.http.get('/public/news?locale=en&size=100').expect(200);
    expect(body.meta.totalCount).toBeGreaterThanOrEqual(6);
    const dates = body.data.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const launch = body.data.find((n: { slug: string }) => n.slug === 'nebo-launch');
    expect(launch).toMatchObject({
      title: 'Nebo opens to pilots',
      featured: true,
      category: { code: 'PLATFORM', name: 'Platform' },
      author: { name: 'Редакция Nebo' },
    });
    expect(launch.imageUrl).toMatch(/\/public\/content\/images\/news-platform\.svg$/);
    expect(launch.author.photoUrl).toMatch(/\/public\/content\/images\/author-editorial\.svg$/);
    expect(launch).not.toHaveProperty('html');
  });

  it('filters by category and pages', async () => {
    await published({ category: 'RULES' });
    await published({ category: 'RULES' });
    const { body } = await t.http.get('/public/news?category=RULES&locale=ru').expect(200);
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    expect(
      body.data.every(
        (n: { category: { code: string; name: string } }) => n.category.code === 'RULES' && n.category.name === 'Правила и законы',
      ),
    ).toBe(true);
    const page = (await t.http.get('/public/news?category=RULES&size=1&page=1').expect(200)).body;
    expect(page.data).toHaveLength(1);
    expect(page.data[0].id).toBe(body.data[1].id);
    await t.http.get('/public/news?category=GOSSIP').expect(400);
    await t.http.get('/public/news?locale=de').expect(400);
  });

  it('names the categories in both languages', async () => {
    expect((await t.http.get('/public/news/categories?locale=en').expect(200)).body.data).toEqual([
      { code: 'PLATFORM', name: 'Platform' },
      { code: 'RULES', name: 'Rules and law' },
      { code: 'EVENTS', name: 'Events' },
      { code: 'INDUSTRY', name: 'Industry' },
    ]);
    expect((await t.http.get('/public/news/categories').expect(200)).body.data[0]).toEqual({ code: 'PLATFORM', name: 'Платформа' });
  });

  it('answers one item with its HTML, falling back to Russian where English is empty', async () => {
    const item = await published({ en: { title: '', summary: '', markdown: '' } });
    const { body } = await t.http.get(`/public/news/${item.slug}?locale=en`).expect(200);
    expect(body).toMatchObject({ slug: item.slug, title: 'Новая функция', summary: 'Коротко о новой функции' });
    expect(body.html).toContain('<h2>Что нового</h2>');
    const newest = (await t.http.get('/public/news?size=1').expect(200)).body.data[0];
    expect(newest.slug).toBe(item.slug);
  });

  it('renders hostile Markdown inert: no script, iframe, handler or javascript: link reaches the page', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<iframe src="https://evil.example"></iframe>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '[ok](https://example.com)',
    ].join('\n\n');
    const item = await published({ ru: { title: 'Опасный текст', summary: 'Проверка', markdown: hostile } });
    const { html } = (await t.http.get(`/public/news/${item.slug}`).expect(200)).body;
    // The raw HTML is shown as escaped text; no element, attribute or link target of it survives.
    expect(html).not.toMatch(/<(script|iframe|img)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/(href|src)="(javascript|data):/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">ok</a>');
  });

  it('answers 404 in the error shape for an unknown slug', async () => {
    const { body } = await t.http.get('/public/news/no-such-news').expect(404);
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'content.news-not-found' });
  });
});

describe('pages', () => {
  it('answers the flight rules in Russian and English with the decrees and official links', async () => {
    const ru = (await t.http.get('/public/pages/flight-rules').expect(200)).body;
    expect(ru.title).toBe('Правила полётов на беспилотнике в России');
    expect(ru.html).toContain('№ 658');
    expect(ru.html).toContain('№ 138');
    expect(ru.html).toContain('пункту 49 ФП ИВП');
    expect(ru.html).toContain('href="http://publication.pravo.gov.ru/" rel="noopener noreferrer" target="_blank"');
    const en = (await t.http.get('/public/pages/flight-rules?locale=en').expect(200)).body;
    expect(en.title).toBe('Drone flight rules in Russia');
    expect(Date.parse(en.updatedAt)).not.toBeNaN();
  });

  it('answers the personal-data policy under 152-FZ', async () => {
    expect((await t.http.get('/public/pages/politics').expect(200)).body.html).toContain('152-ФЗ');
  });

  it('answers 404 for an unknown page', async () => {
    expect((await t.http.get('/public/pages/nothing').expect(404)).body.code).toBe('content.page-not-found');
  });
});

describe('seeded pictures', () => {
  it('serves a shipped picture with its type, sandboxed; nothing else', async () => {
    const response = await t.http.get('/public/content/images/news-rules.svg').expect(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await t.http.get('/public/content/images/unknown.svg').expect(404);
    await t.http.get('/public/content/images/..%2F..%2Fcontent.module.ts').expect(404);
  });
});

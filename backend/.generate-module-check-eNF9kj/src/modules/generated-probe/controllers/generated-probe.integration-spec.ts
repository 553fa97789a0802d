import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';

/** The routes through the real application: the owner's items, and nobody else's. */
let t: TestApp;
let owner: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.bearer('pilot');
  other = await t.bearer('company');
});

afterAll(() => t.close());

describe('/api/generated-probe', () => {
  it("creates an item and shows it to its owner only, another user's id answering like a missing one", async () => {
    const title = `Item ${randomUUID()}`;
    const created = (
      await t.http
        .post('/api/generated-probe')
        .set('Authorization', owner)
        .send({ title: ` ${title} ` })
        .expect(201)
    ).body;
    expect(created).toEqual({ id: expect.any(String), title, createdAt: expect.any(String) });

    expect((await t.http.get(`/api/generated-probe/${created.id}`).set('Authorization', owner).expect(200)).body).toEqual(created);
    expect((await t.http.get('/api/generated-probe').set('Authorization', owner).expect(200)).body).toContainEqual(created);

    const missing = (await t.http.get(`/api/generated-probe/${randomUUID()}`).set('Authorization', other).expect(404)).body;
    const notTheirs = (await t.http.get(`/api/generated-probe/${created.id}`).set('Authorization', other).expect(404)).body;
    expect(notTheirs).toEqual(missing);
    expect(notTheirs).toEqual({
      error: 'Not Found',
      message: 'Generated probe not found',
      statusCode: 404,
      code: 'generated-probe.not-found',
    });
    expect((await t.http.get('/api/generated-probe').set('Authorization', other).expect(200)).body).not.toContainEqual(created);
  });

  it('refuses anonymous callers and bodies without a title', async () => {
    await t.http.get('/api/generated-probe').expect(401);
    const refused = (await t.http.post('/api/generated-probe').set('Authorization', owner).send({}).expect(400)).body;
    // Every field error names the title (class-validator reports each failed rule).
    expect(new Set(refused.detailedError.map((item: { field: string }) => item.field))).toEqual(new Set(['title']));
  });
});

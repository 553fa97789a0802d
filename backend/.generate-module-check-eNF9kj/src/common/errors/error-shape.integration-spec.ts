import { TestApp, startTestApp } from '../../testing/test-app';

/** The one error shape of docs/contracts.md, for failures raised at every layer of the stack. */
describe('the error shape', () => {
  let t: TestApp;
  const PATH = '/api/user/current/profile/person-identity';

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('covers an unknown route (404)', async () => {
    const res = await t.http
      .get('/api/no/such/route')
      .set('Authorization', await t.bearer('pilot'))
      .expect(404);
    expect(res.body).toEqual({ error: 'Not Found', message: 'Cannot GET /api/no/such/route', statusCode: 404 });
  });

  it('covers an unknown route without a token (404, nothing to protect)', async () => {
    const res = await t.http.delete('/nowhere').expect(404);
    expect(res.body).toMatchObject({ error: 'Not Found', statusCode: 404 });
  });

  it('covers malformed JSON, reported before authentication', async () => {
    const res = await t.http.patch(PATH).set('Content-Type', 'application/json').send('{"sex":').expect(400);
    expect(res.body).toEqual({ error: 'Bad Request', message: 'Malformed JSON in request body', statusCode: 400 });
  });

  it('covers an oversized body (413)', async () => {
    const res = await t.http
      .patch(PATH)
      .set('Authorization', await t.bearer('pilot'))
      .send({ lastName: 'Я'.repeat(1_100_000) })
      .expect(413);
    expect(res.body).toEqual({ error: 'Payload Too Large', message: 'Request body is too large', statusCode: 413 });
  });

  it('covers unknown fields and wrong types with field:error pairs', async () => {
    const res = await t.http
      .patch(PATH)
      .set('Authorization', await t.bearer('pilot'))
      .send({ lastName: 'Петров', firstName: ['Иван'], role: 'admin' })
      .expect(400);
    expect(res.body).toEqual({
      error: 'Bad Request',
      statusCode: 400,
      message: expect.any(String),
      detailedError: expect.arrayContaining([
        { field: 'role', error: 'property role should not exist' },
        { field: 'firstName', error: 'firstName must be a string' },
      ]),
    });
    // The message is the field:error list joined by "; ", for clients that only split it.
    expect(res.body.message.split('; ')).toEqual(
      res.body.detailedError.map((e: { field: string; error: string }) => `${e.field}:${e.error}`),
    );
  });

  it("carries the request id: the caller's when acceptable, a fresh one otherwise", async () => {
    const echoed = await t.http.get('/api/no/such/route').set('X-Request-Id', 'trace-42').expect(404);
    expect(echoed.headers['x-request-id']).toBe('trace-42');
    const fresh = await t.http.patch(PATH).set('Content-Type', 'application/json').send('{').expect(400);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

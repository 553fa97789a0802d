import { TestApp, startTestApp } from '../../testing/test-app';

/**
 * Requests Fastify's router refuses before any route runs (answerFrameworkError): in the error shape with the
 * request id, not Fastify's own body (`code: FST_ERR_…` and the whole path quoted back).
 */
describe('refusals of the router', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('answers a path parameter longer than the router takes with 414 in the error shape', async () => {
    for (const path of [
      `/public/map/layers/${'a'.repeat(600)}/objects/AIRPORTS`,
      `/api/user/drones/${'1'.repeat(501)}`,
      `/public/files/${'x'.repeat(10_000)}`,
    ]) {
      const response = await t.http.get(path).set('X-Request-Id', 'long-param-1').expect(414);
      expect(response.body).toEqual({ error: 'URI Too Long', message: 'A path parameter is too long', statusCode: 414 });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-request-id']).toBe('long-param-1');
    }
  });

  it('answers a path parameter that is not valid percent-encoding with 400 in the error shape', async () => {
    const response = await t.http.get('/public/map/layers/%E0%A4%A/objects/AIRPORTS').expect(400);
    expect(response.body).toEqual({ error: 'Bad Request', message: 'The request path is not valid percent-encoded text', statusCode: 400 });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still serves a parameter at the length limit', async () => {
    await t.http.get(`/public/map/layers/${'a'.repeat(500)}/objects/AIRPORTS`).expect(404);
  });
});

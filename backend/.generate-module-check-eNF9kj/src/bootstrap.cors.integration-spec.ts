import { TestApp, startTestApp } from './testing/test-app';

/** The shells call the API (and the provider's token endpoint) from other origins, with credentials. */
describe('CORS', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: 'http://localhost:8080,http://localhost:8082' });
  });

  afterAll(() => t.close());

  it('allows the configured shell origins with credentials and the Authorization header', async () => {
    const res = await t.http
      .options('/api/user/current/summary')
      .set('Origin', 'http://localhost:8082')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8082');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-headers']).toContain('authorization');
  });

  it('lets the shells send every method the API uses, writes included', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await t.http
        .options('/api/user/current/profile/person-identity')
        .set('Origin', 'http://localhost:8080')
        .set('Access-Control-Request-Method', method)
        .set('Access-Control-Request-Headers', 'authorization,content-type')
        .expect(204);
      expect([method, res.headers['access-control-allow-methods']?.split(/,\s*/)]).toEqual([method, expect.arrayContaining([method])]);
    }
  });

  it('exposes the request id to browser code', async () => {
    const res = await t.http.get('/health/live').set('Origin', 'http://localhost:8080').expect(200);
    expect(res.headers['access-control-expose-headers']).toContain('x-request-id');
  });

  it('gives other origins no CORS permission', async () => {
    const res = await t.http.get('/health/live').set('Origin', 'https://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

import { TestApp, startTestApp } from '../../../testing/test-app';

describe('health, metrics and API documentation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('reports liveness without a token', async () => {
    expect((await t.http.get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('reports readiness when the database answers', async () => {
    expect((await t.http.get('/health/ready').expect(200)).body).toEqual({ status: 'ok', checks: { database: 'up' } });
  });

  it('exposes Prometheus metrics, with request timings labelled by route pattern', async () => {
    await t.http
      .get('/api/user/current')
      .set('Authorization', await t.bearer('pilot'))
      .expect(200);
    const res = await t.http.get('/metrics').expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain('process_cpu_user_seconds_total');
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/user\/current",status_code="200"\} \d+/);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = (await t.http.get('/docs-json').expect(200)).body;
    expect(doc.info.title).toBe('Nebo API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/current',
        '/api/user/current/summary',
        '/api/user/current/profile',
        '/api/user/current/profile/person-identity',
      ]),
    );
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.PersonIdentityDto.required).toEqual(['lastName', 'firstName']);
    expect(doc.components.schemas.ErrorBodyDto.required).toEqual(['error', 'message', 'statusCode']);
    expect(doc.paths['/api/user/current/summary'].get.responses.default.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBodyDto',
    });
    const ui = await t.http.get('/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
  });
});

describe('readiness when the database is gone', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('answers 503 in the error shape while liveness stays up', async () => {
    await t.dataSource.destroy();
    const res = await t.http.get('/health/ready').expect(503);
    expect(res.body).toEqual({
      error: 'Service Unavailable',
      message: 'Database is not reachable',
      statusCode: 503,
      code: 'health.database-not-reachable',
    });
    await t.http.get('/health/live').expect(200);
  });
});

import { HTML_PAGE_HEADERS } from '../../modules/auth-server/http/security-headers';
import { BrowserSession } from '../../modules/auth-server/testing/browser-session';
import { authorizationRequest } from '../../modules/auth-server/testing/portal-client';
import { startEmbeddedApp, type EmbeddedApp } from '../../testing/embedded-app';
import { TestApp, startTestApp } from '../../testing/test-app';

const API_CSP = "default-src 'none';frame-ancestors 'none'";
const SHELL = 'http://localhost:8080';

/** What every API answer carries, whatever its status. */
function expectApiHeaders(headers: Record<string, string | undefined>): void {
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers of the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: SHELL });
  });

  afterAll(() => t.close());

  it('on a JSON answer: the usual headers and a policy that lets nothing load or frame it', async () => {
    const res = await t.http
      .get('/api/user/current/summary')
      .set('Authorization', await t.bearer('pilot'))
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectApiHeaders(res.headers);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
  });

  it('on error answers and a 404 alike', async () => {
    const unauthorised = await t.http.get('/api/user/current/summary').expect(401);
    const malformed = await t.http
      .patch('/api/user/current/profile/person-identity')
      .set('Authorization', await t.bearer('pilot'))
      .set('Content-Type', 'application/json')
      .send('{"lastName":')
      .expect(400);
    const missing = await t.http.get('/api/no-such-route').expect(404);
    for (const res of [unauthorised, malformed, missing]) {
      expect(res.body).toMatchObject({ statusCode: res.status });
      expectApiHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBe(API_CSP);
    }
  });

  it('keeps CORS working: the preflight and the call it allows', async () => {
    const preflight = await t.http
      .options('/api/user/current/summary')
      .set('Origin', SHELL)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SHELL);
    const call = await t.http
      .get('/api/user/current/summary')
      .set('Origin', SHELL)
      .set('Authorization', await t.bearer('pilot'))
      .expect(200);
    expect(call.headers['access-control-allow-origin']).toBe(SHELL);
    expectApiHeaders(call.headers);
  });

  it('gives Swagger UI at /docs a policy of its own that lets its scripts, styles and "Try it out" work', async () => {
    for (const path of ['/docs', '/docs/']) {
      const page = await t.http.get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expectApiHeaders(page.headers);
      const policy = page.headers['content-security-policy'];
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("img-src 'self' data:");
      expect(policy).toContain("connect-src 'self' http://localhost:3000");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-eval');
      // Every script the page loads is a file of /docs: nothing inline for the policy to refuse.
      const scripts = [...(page.text as string).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/src="/);
        expect(body.trim()).toBe('');
      }
    }
    const init = await t.http.get('/docs/swagger-ui-init.js').expect(200);
    expect(init.headers['x-content-type-options']).toBe('nosniff');
    const asset = await t.http.get('/docs/swagger-ui.css').expect(200);
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
    // The document itself is data, like the rest of the API.
    const document = await t.http.get('/docs-json').expect(200);
    expect(document.headers['content-security-policy']).toBe(API_CSP);
  });
});

describe('security headers of an API public over HTTPS', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://api.nebo.example' });
  });

  afterAll(() => t.close());

  it('adds HSTS, and Swagger UI may call the public address', async () => {
    const res = await t.http.get('/health/live').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const docs = await t.http.get('/docs').expect(200);
    expect(docs.headers['content-security-policy']).toContain("connect-src 'self' https://api.nebo.example");
  });
});

describe('security headers next to the embedded identity provider', () => {
  let embedded: EmbeddedApp;
  let baseUrl: string;

  beforeAll(async () => {
    embedded = await startEmbeddedApp();
    ({ baseUrl } = embedded);
  });

  afterAll(() => embedded?.close());

  it("leaves the provider's pages their own headers, each sent once", async () => {
    const browser = new BrowserSession(baseUrl);
    const { response } = await browser.follow(
      await browser.get(`/realms/nebo/protocol/openid-connect/auth?${authorizationRequest().query}`),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(HTML_PAGE_HEADERS['Content-Security-Policy']);
    expect(response.headers.get('x-frame-options')).toBe(HTML_PAGE_HEADERS['X-Frame-Options']);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // A header sent twice reads back as both values joined by ", "; none of the API's extras are added.
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cache-control']) {
      expect([name, response.headers.get(name)]).toEqual([
        name,
        expect.not.stringMatching(/,\s*(no-referrer|same-origin|nosniff|DENY|default-src)/),
      ]);
    }
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull();
  });

  it('and the API beside it still gets the API policy', async () => {
    const res = await fetch(`${baseUrl}/health/live`);
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  });
});

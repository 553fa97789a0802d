import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { SppiSessions } from '../services/sppi-sessions.service';
import { FakeSppi } from './fake-sppi';

/** The SPPI sign-in through the real application against a fake SPPI over real HTTP. */
let t: TestApp;
let sppi: FakeSppi;
let pilot: string;
let company: string;
let authority: string;

const REDIRECT_URI = 'http://localhost:8080/sppi-redirect/';

beforeAll(async () => {
  sppi = await FakeSppi.start();
  t = await startTestApp({ SPPI_URL: sppi.url });
  [pilot, company, authority] = await Promise.all([t.bearer('pilot'), t.bearer('company'), t.bearer('authority')]);
});

afterAll(async () => {
  await t.close();
  await sppi.stop();
});

function code(behaviour: Parameters<FakeSppi['codes']['set']>[1]): string {
  const value = `code-${randomUUID()}`;
  sppi.codes.set(value, behaviour);
  return value;
}

function postCode(bearer: string, body: string, redirectUri = REDIRECT_URI) {
  return t.http
    .post('/sppi/auth/token')
    .set('Authorization', bearer)
    .set('Content-Type', 'text/plain')
    .set('X-Sppi-Redirect-Uri', redirectUri)
    .send(body);
}

async function userIdOf(bearer: string): Promise<string> {
  return (await t.http.get('/api/user/current').set('Authorization', bearer).expect(200)).body.id;
}

const signedOut = { authorized: false, login: null, expiresAt: null };

describe('/sppi/auth', () => {
  afterEach(async () => {
    await t.http.post('/sppi/auth/logout').set('Authorization', pilot).expect(204);
    await t.http.post('/sppi/auth/logout').set('Authorization', company).expect(204);
  });

  it("exchanges the code with the client's credentials and redirect_uri, and the session reflects it for its owner only", async () => {
    const given = code('grant');
    const session = (await postCode(pilot, given).expect(200)).body;
    expect(session).toEqual({ authorized: true, login: `login-${given}`, expiresAt: expect.any(String) });
    expect(JSON.stringify(session)).not.toMatch(/access-|refresh-/);
    expect(sppi.requests.at(-1)).toMatchObject({
      path: '/sppi/oauth/token',
      form: {
        grant_type: 'authorization_code',
        code: given,
        redirect_uri: REDIRECT_URI,
        client_id: 'nebo',
        client_secret: 'nebo-sppi-secret',
      },
    });

    expect((await t.http.get('/sppi/auth/session').set('Authorization', pilot).expect(200)).body).toEqual(session);
    expect((await t.http.get('/sppi/auth/session').set('Authorization', company).expect(200)).body).toEqual(signedOut);
  });

  it('accepts the English redirect page and asks /api/v1/me when the token answer has no login', async () => {
    const session = (await postCode(company, code('grant-without-login'), 'http://localhost:8082/en/sppi-redirect/').expect(200)).body;
    expect(session.login).toBe('me-login');
    expect(sppi.requests.at(-1)).toMatchObject({ path: '/sppi/api/v1/me', authorization: expect.stringMatching(/^Bearer access-/) });
  });

  it('answers a wrong or already used code with 400 sppi.code-rejected and keeps no session', async () => {
    const refused = (await postCode(pilot, 'never-issued').expect(400)).body;
    expect(refused).toMatchObject({ statusCode: 400, code: 'sppi.code-rejected' });
    const once = code('grant');
    await postCode(pilot, once).expect(200);
    await t.http.post('/sppi/auth/logout').set('Authorization', pilot).expect(204);
    expect((await postCode(pilot, once).expect(400)).body.code).toBe('sppi.code-rejected');
    expect((await t.http.get('/sppi/auth/session').set('Authorization', pilot).expect(200)).body).toEqual(signedOut);
  });

  it('answers 502 sppi.unavailable when SPPI drops the connection, fails, or cannot be reached at all', async () => {
    expect((await postCode(pilot, code('drop-connection')).expect(502)).body.code).toBe('sppi.unavailable');
    expect((await postCode(pilot, code('server-error')).expect(502)).body.code).toBe('sppi.unavailable');
    const nowhere = await startTestApp({ SPPI_URL: 'http://127.0.0.1:9/sppi' });
    try {
      const answer = await nowhere.http
        .post('/sppi/auth/token')
        .set('Authorization', await nowhere.bearer('pilot'))
        .set('Content-Type', 'text/plain')
        .set('X-Sppi-Redirect-Uri', REDIRECT_URI)
        .send('any-code')
        .expect(502);
      expect(answer.body).toMatchObject({ statusCode: 502, code: 'sppi.unavailable' });
    } finally {
      await nowhere.close();
    }
  });

  it('refuses a redirect_uri outside the allowed portal pages before calling SPPI', async () => {
    const before = sppi.requests.length;
    for (const uri of [
      'http://evil.example/sppi-redirect/',
      'http://localhost:8080/logging/',
      'http://localhost:8080/sppi-redirect/?x=1',
    ]) {
      expect((await postCode(pilot, code('grant'), uri).expect(400)).body.code).toBe('sppi.redirect-uri-refused');
    }
    const missing = await t.http.post('/sppi/auth/token').set('Authorization', pilot).set('Content-Type', 'text/plain').send('c');
    expect(missing.status).toBe(400);
    expect(sppi.requests.length).toBe(before);
  });

  it("lets the shells' pages send the redirect header across origins (CORS preflight)", async () => {
    const preflight = await t.http
      .options('/sppi/auth/token')
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,x-sppi-redirect-uri');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(preflight.headers['access-control-allow-headers']?.toLowerCase()).toContain('x-sppi-redirect-uri');
  });

  it('needs the code as a text body', async () => {
    expect((await postCode(pilot, '').expect(400)).body.code).toBe('sppi.code-required');
    const json = await t.http
      .post('/sppi/auth/token')
      .set('Authorization', pilot)
      .set('X-Sppi-Redirect-Uri', REDIRECT_URI)
      .send({ code: 'x' });
    expect(json.status).toBe(400);
  });

  it('refuses authority users with 403 sppi.not-for-authorities, other roles and anonymous callers too', async () => {
    for (const call of [
      () => postCode(authority, code('grant')),
      () => t.http.get('/sppi/auth/session').set('Authorization', authority),
      () => t.http.post('/sppi/auth/logout').set('Authorization', authority),
    ]) {
      expect((await call().expect(403)).body).toMatchObject({ statusCode: 403, code: 'sppi.not-for-authorities' });
    }
    await t.http
      .get('/sppi/auth/session')
      .set('Authorization', await t.bearer('admin'))
      .expect(403);
    await t.http.get('/sppi/auth/session').expect(401);
    await t.http.post('/sppi/auth/token').set('Content-Type', 'text/plain').send('c').expect(401);
  });

  it('logout revokes at SPPI and deletes only the caller’s session', async () => {
    await postCode(pilot, code('grant')).expect(200);
    const companySession = (await postCode(company, code('grant')).expect(200)).body;
    const before = sppi.requests.length;
    await t.http.post('/sppi/auth/logout').set('Authorization', pilot).expect(204);
    expect(sppi.requests.slice(before).map((r) => [r.path, r.form.token_type_hint])).toEqual(
      expect.arrayContaining([
        ['/sppi/oauth/revoke', 'access_token'],
        ['/sppi/oauth/revoke', 'refresh_token'],
      ]),
    );
    expect((await t.http.get('/sppi/auth/session').set('Authorization', pilot).expect(200)).body).toEqual(signedOut);
    expect((await t.http.get('/sppi/auth/session').set('Authorization', company).expect(200)).body).toEqual(companySession);
  });
});

describe('SppiSessions', () => {
  afterEach(() => t.http.post('/sppi/auth/logout').set('Authorization', pilot).expect(204));

  it('gives the stored access token, refreshing it when less than 60 s are left, and names a missing session', async () => {
    const sessions = t.app.get(SppiSessions);
    const userId = await userIdOf(pilot);
    const companyId = await userIdOf(company);
    await expect(sessions.accessTokenFor(userId)).rejects.toMatchObject({ code: 'sppi.not-signed-in', status: 409 });
    expect(await sessions.hasSession(userId)).toBe(false);

    await postCode(pilot, code('grant-short')).expect(200);
    expect(await sessions.hasSession(userId)).toBe(true);
    expect(await sessions.hasSession(companyId)).toBe(false);
    const [first, second] = await Promise.all([sessions.accessTokenFor(userId), sessions.accessTokenFor(userId)]);
    expect(first).toBe(second);
    expect(sppi.requests.filter((r) => r.form.grant_type === 'refresh_token')).toHaveLength(1);
    // Fresh for 900 s now: no second refresh.
    expect(await sessions.accessTokenFor(userId)).toBe(first);
    expect(sppi.requests.filter((r) => r.form.grant_type === 'refresh_token')).toHaveLength(1);
  });

  it('drops the session when SPPI refuses the refresh', async () => {
    const sessions = t.app.get(SppiSessions);
    const userId = await userIdOf(pilot);
    await postCode(pilot, code('grant-short')).expect(200);
    await t.dataSource.query(`UPDATE sppi_sessions SET refresh_token = 'revoked' WHERE user_id = $1`, [userId]);
    await expect(sessions.accessTokenFor(userId)).rejects.toMatchObject({ code: 'sppi.not-signed-in' });
    expect(await sessions.hasSession(userId)).toBe(false);
  });
});

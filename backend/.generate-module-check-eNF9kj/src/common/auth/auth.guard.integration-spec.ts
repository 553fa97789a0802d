import { randomUUID } from 'node:crypto';
import type { DemoIdentity } from '../../testing/demo-identities';
import { TestApp, startTestApp } from '../../testing/test-app';

const UNAUTHORIZED = { error: 'Unauthorized', statusCode: 401 };

describe('authentication of API calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  const summary = (authorization?: string) => {
    const call = t.http.get('/api/user/current/summary');
    return authorization === undefined ? call : call.set('Authorization', authorization);
  };

  it('accepts a valid token of the configured issuer', async () => {
    await summary(await t.bearer('pilot')).expect(200);
  });

  it('answers 401 in the error shape without a token', async () => {
    const res = await summary().expect(401);
    expect(res.body).toEqual({ ...UNAUTHORIZED, message: 'Authentication is required' });
  });

  it('answers 401 for another authorization scheme', async () => {
    await summary('Basic cGlsb3Q6TmViby0yMDI2IQ==').expect(401);
  });

  it('answers 401 for a malformed token', async () => {
    const res = await summary('Bearer not.a.jwt').expect(401);
    expect(res.body).toEqual({ ...UNAUTHORIZED, message: 'Invalid access token', code: 'identity.invalid-access-token' });
  });

  it('answers 401 for a bad signature', async () => {
    const res = await summary(`Bearer ${await t.issuer.tokenFor('admin', { forged: true })}`).expect(401);
    expect(res.body).toEqual({ ...UNAUTHORIZED, message: 'Invalid access token', code: 'identity.invalid-access-token' });
  });

  it('answers 401 for an expired token', async () => {
    const res = await summary(`Bearer ${await t.issuer.tokenFor('pilot', { expiresInSeconds: -60 })}`).expect(401);
    expect(res.body).toEqual({ ...UNAUTHORIZED, message: 'Access token has expired', code: 'identity.access-token-expired' });
  });

  it('answers 401 for a token of another issuer, even one signed with the trusted key', async () => {
    const token = await t.issuer.tokenFor('pilot', { issuer: 'http://127.0.0.1:1/realms/other' });
    const res = await summary(`Bearer ${token}`).expect(401);
    expect(res.body).toEqual({ ...UNAUTHORIZED, message: 'Invalid access token', code: 'identity.invalid-access-token' });
  });

  it('answers 401 for a token without a subject', async () => {
    const token = await t.issuer.sign({ preferred_username: 'ghost@nebo.local' });
    await summary(`Bearer ${token}`).expect(401);
  });

  it('creates nothing for a refused token', async () => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM users');
    await summary(
      `Bearer ${await t.issuer.tokenForIdentity(
        { sub: '00000000-0000-4000-8000-0000000000aa', login: 'forger@nebo.local', givenName: 'F', familyName: 'G', roles: ['admin'] },
        { forged: true },
      )}`,
    ).expect(401);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });
});

describe('the caller resolved at the edge', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  const me = async (identity: DemoIdentity) =>
    (
      await t.http
        .get('/api/user/current')
        .set('Authorization', `Bearer ${await t.issuer.tokenForIdentity(identity)}`)
        .expect(200)
    ).body;
  const rowOf = async (sub: string) => t.dataSource.query('SELECT id, login, email FROM users WHERE subject = $1', [sub]);

  it('creates the user on first sight, remembers it per subject, and refreshes the row when the e-mail claim changes', async () => {
    const sub = randomUUID();
    const identity: DemoIdentity = {
      sub,
      login: `edge-${sub.slice(0, 8)}@nebo.local`,
      givenName: 'Ева',
      familyName: 'Краева',
      roles: ['user', 'individual'],
    };
    expect(await rowOf(sub)).toEqual([]);

    const first = await me(identity);
    expect(await rowOf(sub)).toEqual([{ id: first.id, login: identity.login, email: identity.login }]);

    // Remembered: a second call with the same claims does not go back to the row (a hand-made change survives it).
    await t.dataSource.query(`UPDATE users SET login = 'edited-by-hand' WHERE subject = $1`, [sub]);
    expect((await me(identity)).id).toBe(first.id);
    expect((await rowOf(sub))[0].login).toBe('edited-by-hand');

    // Another e-mail (and login) in the token takes the full path, which refreshes the row.
    const renamed = { ...identity, login: `renamed-${identity.login}` };
    expect(await me(renamed)).toMatchObject({ id: first.id, login: renamed.login, email: renamed.login });
    expect(await rowOf(sub)).toEqual([{ id: first.id, login: renamed.login, email: renamed.login }]);
  });
});

describe('authentication of the token’s audience and type', () => {
  let t: TestApp;

  beforeAll(async () => {
    // No AUTH_AUDIENCE: the API's audience, nebo-api, is checked by default.
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('accepts access tokens whose aud includes nebo-api and refuses the others', async () => {
    await t.http
      .get('/api/user/current')
      .set('Authorization', await t.bearer('pilot'))
      .expect(200);
    const otherAudience = await t.issuer.sign({ sub: 'x', aud: 'another-api' });
    const res = await t.http.get('/api/user/current').set('Authorization', `Bearer ${otherAudience}`).expect(401);
    expect(res.body).toEqual({ ...UNAUTHORIZED, message: 'Invalid access token', code: 'identity.invalid-access-token' });
  });

  it('refuses an ID token signed by the trusted issuer, also one that names the API', async () => {
    await t.http
      .get('/api/user/current')
      .set('Authorization', `Bearer ${await t.issuer.idTokenFor('pilot')}`)
      .expect(401);
    const keycloakIdToken = await t.issuer.sign(
      { sub: '00000000-0000-4000-8000-000000000001', typ: 'ID', aud: ['nebo-portal', 'nebo-api'] },
      { headerType: 'JWT' },
    );
    const res = await t.http.get('/api/user/current').set('Authorization', `Bearer ${keycloakIdToken}`).expect(401);
    expect(res.body).toEqual({ ...UNAUTHORIZED, message: 'Not an access token', code: 'identity.not-an-access-token' });
  });
});

describe('authentication when AUTH_AUDIENCE names another audience', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUDIENCE: 'nebo-backend' });
  });

  afterAll(() => t.close());

  it('accepts only tokens for that audience', async () => {
    await t.http
      .get('/api/user/current')
      .set('Authorization', await t.bearer('pilot'))
      .expect(401);
    const token = await t.issuer.sign({ sub: '00000000-0000-4000-8000-000000000001', typ: 'Bearer', aud: 'nebo-backend' });
    await t.http.get('/api/user/current').set('Authorization', `Bearer ${token}`).expect(200);
  });
});

describe('authentication when the issuer cannot be reached', () => {
  let t: TestApp;
  const deadIssuer = 'http://127.0.0.1:9/realms/nebo';

  beforeAll(async () => {
    t = await startTestApp({ AUTH_ISSUER: deadIssuer });
  });

  afterAll(() => t.close());

  it('answers 503, not 401: the token may be fine, the key set is unavailable', async () => {
    const token = await t.issuer.tokenFor('pilot', { issuer: deadIssuer });
    const res = await t.http.get('/api/user/current').set('Authorization', `Bearer ${token}`).expect(503);
    expect(res.body).toMatchObject({ error: 'Service Unavailable', statusCode: 503 });
  });
});

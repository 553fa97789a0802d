import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TestApp, startTestApp } from '../../../testing/test-app';

const SHELL = 'http://localhost:8080/profile/personal-info/';

/**
 * A tiny OAuth2 provider on a real port: an authorization step the test performs itself (the "user"
 * approves), a token endpoint that checks the client secret, the redirect URI and the PKCE verifier, and a
 * userinfo endpoint in Yandex ID's shape.
 */
class FakeOAuthProvider {
  private readonly codes = new Map<string, { challenge: string; redirectUri: string; userId: string }>();
  private readonly tokens = new Map<string, string>();
  private server!: Server;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.baseUrl);
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method === 'POST' && url.pathname === '/token') {
          const form = new URLSearchParams(body);
          const grant = this.codes.get(form.get('code') ?? '');
          const verifierOk =
            grant &&
            createHash('sha256')
              .update(form.get('code_verifier') ?? '')
              .digest('base64url') === grant.challenge;
          if (!grant || !verifierOk || form.get('client_secret') !== 'fake-secret' || form.get('redirect_uri') !== grant.redirectUri) {
            res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
            return;
          }
          this.codes.delete(form.get('code') as string);
          const token = randomUUID();
          this.tokens.set(token, grant.userId);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: token, token_type: 'bearer' }));
        } else if (req.method === 'GET' && url.pathname === '/info') {
          const userId = this.tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
          if (!userId) res.writeHead(401).end();
          else
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: userId, display_name: `user-${userId}` }));
        } else {
          res.writeHead(404).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The user approves at the provider: a code bound to the request's PKCE challenge. */
  approve(authorizationUrl: URL, userId: string): { code: string; state: string; redirectUri: string } {
    const code = randomUUID();
    const redirectUri = authorizationUrl.searchParams.get('redirect_uri') as string;
    this.codes.set(code, { challenge: authorizationUrl.searchParams.get('code_challenge') as string, redirectUri, userId });
    return { code, state: authorizationUrl.searchParams.get('state') as string, redirectUri };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let provider: FakeOAuthProvider;

beforeAll(async () => {
  provider = await new FakeOAuthProvider().start();
  // Only Yandex is configured, through the app's configuration as production reads it from its environment.
  t = await startTestApp({
    SOCIAL_YANDEX_CLIENT_ID: 'nebo-test',
    SOCIAL_YANDEX_CLIENT_SECRET: 'fake-secret',
    SOCIAL_YANDEX_AUTH_URL: `${provider.baseUrl}/authorize`,
    SOCIAL_YANDEX_TOKEN_URL: `${provider.baseUrl}/token`,
    SOCIAL_YANDEX_USERINFO_URL: `${provider.baseUrl}/info`,
    SOCIAL_YANDEX_SCOPE: 'login:info',
  });
});

afterAll(async () => {
  await t.close();
  await provider.stop();
});

async function newPilot(): Promise<{ token: string; authorization: string }> {
  const sub = randomUUID();
  const token = await t.issuer.tokenForIdentity({
    sub,
    login: `soc-${sub}@nebo.local`,
    givenName: 'Ivan',
    familyName: 'Petrov',
    roles: ['user', 'individual'],
  });
  return { token, authorization: `Bearer ${token}` };
}

const bind = (providerName: string, query: Record<string, string>) =>
  t.http.get(`/api/user/current/socials/bind/${providerName}`).query(query);
const socialsOf = async (authorization: string) =>
  (await t.http.get('/api/user/current/profile').set('Authorization', authorization).expect(200)).body.userSocialIdentities;

/** Binds the pilot to the provider account `userId`; answers where the browser finally lands. */
async function bindThrough(pilot: { token: string }, userId: string): Promise<URL> {
  const start = await bind('yandex', { redirect_url: SHELL, access_token: pilot.token }).expect(302);
  const authorizationUrl = new URL(start.headers.location);
  const { code, state, redirectUri } = provider.approve(authorizationUrl, userId);
  const back = await t.http.get(new URL(redirectUri).pathname).query({ code, state }).expect(302);
  return new URL(back.headers.location);
}

const SPEC_NETWORKS = ['vk', 'yandex', 'mailru', 'google', 'facebook', 'instagram', 'esia', 'telegram', 'whatsapp'];
const providersOf = (app: TestApp, authorization: string) =>
  app.http.get('/api/user/current/socials/providers').set('Authorization', authorization);

describe('GET /api/user/current/socials/providers', () => {
  it("lists the spec's nine networks in its order, only the one given SOCIAL_* settings configured", async () => {
    const res = await providersOf(t, (await newPilot()).authorization).expect(200);
    expect(res.body).toEqual({ data: SPEC_NETWORKS.map((name) => ({ name, configured: name === 'yandex' })) });
  });

  it('answers 401 without a token', async () => {
    const res = await t.http.get('/api/user/current/socials/providers').expect(401);
    expect(res.body).toEqual({ error: 'Unauthorized', message: 'Authentication is required', statusCode: 401 });
  });

  describe('with the default configuration (no SOCIAL_* settings)', () => {
    let plain: TestApp;

    beforeAll(async () => {
      plain = await startTestApp();
    });

    afterAll(() => plain.close());

    it('reports all nine networks as not configured', async () => {
      const res = await providersOf(plain, await plain.bearer('pilot')).expect(200);
      expect(res.body).toEqual({ data: SPEC_NETWORKS.map((name) => ({ name, configured: false })) });
    });
  });
});

describe('GET /api/user/current/socials/bind/{provider}', () => {
  it('sends an unconfigured provider straight back with socialError=not-configured', async () => {
    const pilot = await newPilot();
    const res = await bind('vk', { redirect_url: SHELL, access_token: pilot.token }).expect(302);
    expect(res.headers.location).toBe(`${SHELL}?socialError=not-configured`);
  });

  it('sends an unknown provider back with socialError=unknown-provider', async () => {
    const res = await bind('myspace', { redirect_url: SHELL, access_token: (await newPilot()).token }).expect(302);
    expect(res.headers.location).toBe(`${SHELL}?socialError=unknown-provider`);
  });

  it('starts an authorization-code flow with PKCE for a configured provider', async () => {
    const res = await bind('yandex', { redirect_url: SHELL, access_token: (await newPilot()).token }).expect(302);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.baseUrl}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'nebo-test',
      redirect_uri: 'http://localhost:3000/api/user/current/socials/callback/yandex',
      state: expect.stringMatching(/^[\w-]{32}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      scope: 'login:info',
    });
  });

  it('refuses a redirect_url outside the platform (no open redirect) and a missing one', async () => {
    const { token } = await newPilot();
    const away = await bind('vk', { redirect_url: 'https://evil.example/steal', access_token: token }).expect(400);
    expect(away.body.detailedError).toEqual([{ field: 'redirect_url', error: 'redirect_url must be an address of the platform' }]);
    const missing = await bind('vk', { access_token: token }).expect(400);
    expect(missing.body.detailedError).toEqual([{ field: 'redirect_url', error: 'redirect_url should not be empty' }]);
  });

  it('answers 401 without a valid access_token', async () => {
    await bind('vk', { redirect_url: SHELL, access_token: 'not-a-token' }).expect(401);
    const missing = await bind('vk', { redirect_url: SHELL }).expect(400);
    expect(missing.body.detailedError).toEqual([{ field: 'access_token', error: 'access_token should not be empty' }]);
  });
});

describe('binding through the provider and unbinding', () => {
  it('binds the account, lists it in the profile, and unbinds it', async () => {
    const pilot = await newPilot();
    const landed = await bindThrough(pilot, 'ya-1001');
    expect(landed.href).toBe(`${SHELL}?socialBound=yandex`);
    expect(await socialsOf(pilot.authorization)).toEqual([{ socialName: 'yandex' }]);

    // Bound already: a second attempt goes back at once.
    const again = await bind('yandex', { redirect_url: SHELL, access_token: pilot.token }).expect(302);
    expect(again.headers.location).toBe(`${SHELL}?socialError=already-bound`);

    await t.http.delete('/api/user/current/socials/unbind/yandex').set('Authorization', pilot.authorization).expect(204);
    expect(await socialsOf(pilot.authorization)).toEqual([]);
    await t.http.delete('/api/user/current/socials/unbind/yandex').set('Authorization', pilot.authorization).expect(404);
  });

  it('refuses an account that another pilot has bound, and leaves theirs alone', async () => {
    const first = await newPilot();
    const second = await newPilot();
    await bindThrough(first, 'ya-2002');
    const landed = await bindThrough(second, 'ya-2002');
    expect(landed.searchParams.get('socialError')).toBe('bound-to-another-user');
    expect(await socialsOf(second.authorization)).toEqual([]);
    expect(await socialsOf(first.authorization)).toEqual([{ socialName: 'yandex' }]);
    // Another pilot cannot unbind it either: their own list has nothing to remove.
    await t.http.delete('/api/user/current/socials/unbind/yandex').set('Authorization', second.authorization).expect(404);
    expect(await socialsOf(first.authorization)).toEqual([{ socialName: 'yandex' }]);
  });

  it('uses a binding request once, and refuses an unknown state', async () => {
    const pilot = await newPilot();
    const start = await bind('yandex', { redirect_url: SHELL, access_token: pilot.token }).expect(302);
    const { code, state, redirectUri } = provider.approve(new URL(start.headers.location), 'ya-3003');
    await t.http.get(new URL(redirectUri).pathname).query({ code, state }).expect(302);
    const replay = await t.http.get(new URL(redirectUri).pathname).query({ code, state }).expect(400);
    expect(replay.body.message).toBe('Unknown or expired social binding request; start binding again from the profile');
    await t.http.get(new URL(redirectUri).pathname).query({ code, state: 'forged' }).expect(400);
  });

  it('reports a refusal at the provider and a failed token exchange', async () => {
    const pilot = await newPilot();
    const denied = await bind('yandex', { redirect_url: SHELL, access_token: pilot.token }).expect(302);
    const deniedState = new URL(denied.headers.location).searchParams.get('state') as string;
    const back = await t.http
      .get('/api/user/current/socials/callback/yandex')
      .query({ error: 'access_denied', state: deniedState })
      .expect(302);
    expect(back.headers.location).toBe(`${SHELL}?socialError=denied`);

    const start = await bind('yandex', { redirect_url: SHELL, access_token: pilot.token }).expect(302);
    const state = new URL(start.headers.location).searchParams.get('state') as string;
    const failed = await t.http.get('/api/user/current/socials/callback/yandex').query({ code: 'never-issued', state }).expect(302);
    expect(failed.headers.location).toBe(`${SHELL}?socialError=provider-failed`);
    expect(await socialsOf(pilot.authorization)).toEqual([]);
  });

  it('answers 404 when unbinding an unknown provider', async () => {
    await t.http
      .delete('/api/user/current/socials/unbind/myspace')
      .set('Authorization', (await newPilot()).authorization)
      .expect(404);
  });
});

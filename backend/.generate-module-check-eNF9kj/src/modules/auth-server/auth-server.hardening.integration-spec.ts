import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createEmptyDatabase, dropDatabase, withDatabaseName } from '../../testing/test-database';
import { AccountRepository } from './accounts/account-repository';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts/demo-accounts';
import type { EmbeddedAuthServerDeps } from './auth-server.deps';
import { BrowserSession } from './testing/browser-session';
import { migratedDataSource, startAuthTestServer, type AuthTestServer } from '../../testing/auth-test-server';
import {
  authorizationRequest,
  callbackParams,
  decodePayload,
  exchangeCode,
  formAction,
  PORTAL_ORIGIN,
  type TokenResponse,
} from './testing/portal-client';

/**
 * Issue 9's findings on the embedded provider, reproduced over real HTTP against real PostgreSQL: sign-in
 * brute force and account discovery, forged form posts, cookies behind a TLS-terminating proxy, userinfo
 * CORS, and the API cut-off a sign-out records. Most servers here trust a proxy on loopback, so that each
 * test can speak from an address of its own through X-Forwarded-For.
 */

const BASE_DATABASE_URL = process.env.AUTH_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nebo_auth_test';
const PROTOCOL = '/realms/nebo/protocol/openid-connect';
const PASSWORD = 'Correct-2026';
const WRONG = 'Wrong-2026';

let databaseUrl: string;
let dataSource: DataSource;
const servers: AuthTestServer[] = [];

beforeAll(async () => {
  databaseUrl = withDatabaseName(BASE_DATABASE_URL, `${new URL(BASE_DATABASE_URL).pathname.slice(1)}_hardening_run${process.pid}`);
  await createEmptyDatabase(databaseUrl);
  dataSource = await migratedDataSource(databaseUrl);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await dataSource?.destroy();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

async function server(overrides: Partial<EmbeddedAuthServerDeps> = {}): Promise<AuthTestServer> {
  const started = await startAuthTestServer(dataSource, overrides);
  servers.push(started);
  return started;
}

/** A fresh account of its own for a test, so that no test's failures count against another's. */
async function account(): Promise<{ id: string; login: string }> {
  const login = `pilot-${randomUUID()}@example.ru`;
  const created = await new AccountRepository(dataSource).create({
    login,
    email: login,
    emailVerified: true,
    givenName: 'Тест',
    familyName: 'Тестов',
    locale: 'en',
    realmRoles: ['user', 'individual'],
    password: PASSWORD,
  });
  return { id: created.id, login };
}

let nextAddress = 1;
/** A client address of its own (TEST-NET-2), for servers that trust the loopback proxy. */
function address(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress}`;
}

/** A browser at a sign-in page, posting through the loopback "proxy" as `clientAddress`. */
async function signInPage(at: AuthTestServer, clientAddress?: string) {
  const browser = new BrowserSession(at.baseUrl);
  const headers: Record<string, string> = clientAddress ? { 'x-forwarded-for': clientAddress } : {};
  const request = authorizationRequest({ locale: 'en' });
  const { response } = await browser.follow(await browser.request(`${PROTOCOL}/auth?${request.query}`, { headers }));
  const page = await response.text();
  const post = (fields: Record<string, string>, extra: Record<string, string> = {}, options?: { withHiddenFields?: boolean }) =>
    browser.postForm(formAction(page), fields, { ...headers, ...extra }, options);
  return { browser, request, page, post, headers };
}

async function attempt(at: AuthTestServer, login: string, password: string, clientAddress?: string): Promise<Response> {
  return (await signInPage(at, clientAddress)).post({ login, password });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in brute force', () => {
  let guarded: AuthTestServer;
  let fast: AuthTestServer;
  let small: AuthTestServer;

  beforeAll(async () => {
    guarded = await server({ trustProxy: ['loopback'] });
    // Delays of seconds instead of minutes, so that the growing wait can be watched.
    fast = await server({ trustProxy: ['loopback'], signInLimits: { firstDelaySeconds: 1, maxDelaySeconds: 60 } });
    // Small budgets, so that the per-account and per-address limits are reached in a few attempts.
    small = await server({ trustProxy: ['loopback'], signInLimits: { failuresPerLogin: 6, failuresPerAddressPerDay: 8 } });
  });

  it('makes the caller wait after 5 wrong passwords, refuses 45 more sent at once, then refuses the right one too', async () => {
    const { login } = await account();
    const from = address();
    const { post } = await signInPage(guarded, from);
    for (let wrong = 0; wrong < 5; wrong += 1) {
      expect((await post({ login, password: WRONG })).status).toBe(401);
    }
    const burst = await Promise.all(Array.from({ length: 45 }, () => post({ login, password: WRONG })));
    expect(burst.map((response) => response.status)).toEqual(Array(45).fill(429));

    const right = await post({ login, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const page = await right.text();
    expect(page).toContain('<div class="alert" role="alert">Too many attempts. Try again in 1 minute.</div>');
    expect(page).toContain('<h1 id="page-title">Sign in to Nebo</h1>');
    expect(right.headers.get('location')).toBeNull();
  });

  it('says how long to wait in Russian too', async () => {
    const { login } = await account();
    const from = address();
    for (let wrong = 0; wrong < 5; wrong += 1) await attempt(guarded, login, WRONG, from);
    const browser = new BrowserSession(guarded.baseUrl);
    const headers = { 'x-forwarded-for': from };
    const { response } = await browser.follow(await browser.request(`${PROTOCOL}/auth?${authorizationRequest().query}`, { headers }));
    const blocked = await browser.postForm(formAction(await response.text()), { login, password: WRONG }, headers);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Слишком много попыток. Попробуйте снова через 1 минуту.');
  });

  it('lets the wait grow each time the limit is reached again, and starts over after the right password', async () => {
    const { login } = await account();
    const from = address();
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let wrong = 0; wrong < 5; wrong += 1) expect((await attempt(fast, login, WRONG, from)).status).toBe(401);
      const blocked = await attempt(fast, login, WRONG, from);
      expect(blocked.status).toBe(429);
      waits.push(Number(blocked.headers.get('retry-after')));
      await sleep(waits.at(-1)! * 1000 + 200);
    }
    expect(waits).toEqual([1, 2, 3]);

    const { post } = await signInPage(fast, from);
    expect((await post({ login, password: PASSWORD })).status).toBe(303);
    for (let wrong = 0; wrong < 5; wrong += 1) expect((await attempt(fast, login, WRONG, from)).status).toBe(401);
    expect((await attempt(fast, login, WRONG, from)).headers.get('retry-after')).toBe('1');
  });

  it('throttles a login that has no account exactly like one that has', async () => {
    const nobody = `nobody-${randomUUID()}@example.ru`;
    const from = address();
    for (let wrong = 0; wrong < 5; wrong += 1) expect((await attempt(guarded, nobody, WRONG, from)).status).toBe(401);
    expect((await attempt(guarded, nobody, WRONG, from)).status).toBe(429);
  });

  it('counts guesses at one account from many addresses together', async () => {
    const { login } = await account();
    for (const from of [address(), address(), address()]) {
      for (let wrong = 0; wrong < 2; wrong += 1) expect((await attempt(small, login, WRONG, from)).status).toBe(401);
    }
    // The seventh failure in a row of this login, from an address it never failed from: the account waits.
    expect((await attempt(small, login, WRONG, address())).status).toBe(429);
    expect((await attempt(small, login, PASSWORD, address())).status).toBe(429);
  });

  it('blocks an address for the day once it has guessed too often, whatever the login', async () => {
    const from = address();
    for (let guess = 0; guess < 8; guess += 1) {
      expect((await attempt(small, `guess-${guess}-${randomUUID()}@example.ru`, WRONG, from)).status).toBe(401);
    }
    const { login } = await account();
    const blocked = await attempt(small, login, PASSWORD, from);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    // Another address is not affected.
    expect((await attempt(small, login, PASSWORD, address())).status).toBe(303);
  });

  it('gives the right password back its attempt: mistakes start over after a successful sign-in', async () => {
    const { login } = await account();
    const from = address();
    for (let round = 0; round < 3; round += 1) {
      for (let wrong = 0; wrong < 4; wrong += 1) expect((await attempt(guarded, login, WRONG, from)).status).toBe(401);
      expect((await attempt(guarded, login, PASSWORD, from)).status).toBe(303);
    }
  });

  it('spends as long on an unknown login as on a wrong password (one dummy password check)', async () => {
    const from = address();
    const timed = async (login: string) => {
      const { post } = await signInPage(guarded, from);
      const started = performance.now();
      expect((await post({ login, password: WRONG })).status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      wrong.push(await timed((await account()).login));
      unknown.push(await timed(`nobody-${randomUUID()}@example.ru`));
    }
    // Without the dummy check an unknown login answered in a small fraction of the time (no scrypt).
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('does not let registration test addresses faster than the sign-in form: "already registered" costs the daily budget', async () => {
    const from = address();
    const { login } = await account();
    const taken = { email: login, givenName: 'Мария', familyName: 'Соколова', password: 'Skyward2026', passwordConfirm: 'Skyward2026' };
    const register = async () => {
      const browser = new BrowserSession(small.baseUrl);
      const headers = { 'x-forwarded-for': from };
      const { response } = await browser.follow(
        await browser.request(`${PROTOCOL}/registrations?${authorizationRequest({ locale: 'en' }).query}`, { headers }),
      );
      return browser.postForm(formAction(await response.text()), taken, headers);
    };
    for (let tried = 0; tried < 8; tried += 1) {
      const answer = await register();
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This address is already registered.');
    }
    const blocked = await register();
    expect(blocked.status).toBe(429);
    const page = await blocked.text();
    expect(page).toContain('Too many attempts. Try again in');
    expect(page).not.toContain('already registered');
  });
});

describe('forged posts of the sign-in and registration forms', () => {
  let provider: AuthTestServer;

  beforeAll(async () => {
    provider = await server();
  });

  it('refuses a sign-in posted from another site, with a page saying so, and signs nobody in', async () => {
    const { post } = await signInPage(provider);
    for (const origin of ['https://evil.example', 'null']) {
      const forged = await post({ login: DEMO_ACCOUNTS[0].login, password: DEMO_PASSWORD }, { origin });
      expect(forged.status).toBe(403);
      expect(forged.headers.get('location')).toBeNull();
      expect(await forged.text()).toContain('The form was not sent from the Nebo sign-in page, or it has expired.');
    }
    const fromReferer = await post({ login: DEMO_ACCOUNTS[0].login, password: DEMO_PASSWORD }, { referer: 'https://evil.example/page' });
    expect(fromReferer.status).toBe(403);
  });

  it('refuses a post without the form’s token or with another interaction’s token', async () => {
    const { post } = await signInPage(provider);
    const noToken = await post({ login: DEMO_ACCOUNTS[0].login, password: DEMO_PASSWORD }, {}, { withHiddenFields: false });
    expect(noToken.status).toBe(403);

    const other = await signInPage(provider);
    const otherToken = /name="csrf" value="([^"]+)"/.exec(other.page)?.[1] as string;
    const swapped = await post({ login: DEMO_ACCOUNTS[0].login, password: DEMO_PASSWORD, csrf: otherToken });
    expect(swapped.status).toBe(403);
  });

  it('accepts the form posted from its own page, with the origin a browser sends', async () => {
    const { post, browser, request, page } = await signInPage(provider);
    const { location } = await browser.follow(
      await post({ login: DEMO_ACCOUNTS[0].login, password: DEMO_PASSWORD }, { origin: provider.baseUrl }),
    );
    expect(location?.startsWith(`${PORTAL_ORIGIN}/logging/`)).toBe(true);
    expect(callbackParams(location as string).get('state')).toBe(request.state);
    expect(page).toContain('name="csrf"');
  });

  it('sends the pages with a referrer policy under which a browser names their origin when posting them', async () => {
    const browser = new BrowserSession(provider.baseUrl);
    const { response } = await browser.follow(await browser.get(`${PROTOCOL}/auth?${authorizationRequest().query}`));
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('refuses a registration posted from another site and creates no account', async () => {
    const browser = new BrowserSession(provider.baseUrl);
    const { response } = await browser.follow(await browser.get(`${PROTOCOL}/registrations?${authorizationRequest().query}`));
    const email = `forged-${randomUUID()}@example.ru`;
    const forged = await browser.postForm(
      formAction(await response.text()),
      { email, givenName: 'Ф', familyName: 'Ф', password: 'Skyward2026', passwordConfirm: 'Skyward2026' },
      { origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect(await dataSource.query('SELECT 1 FROM auth_account WHERE email = $1', [email])).toHaveLength(0);
  });
});

describe('cookies behind a TLS-terminating proxy', () => {
  const setCookies = (response: Response) => response.headers.getSetCookie();
  const secure = (lines: string[]) => lines.map((line) => /;\s*secure/i.test(line));

  async function authorize(at: AuthTestServer, headers: Record<string, string>) {
    const response = await fetch(`${at.baseUrl}${PROTOCOL}/auth?${authorizationRequest().query}`, { headers, redirect: 'manual' });
    expect(response.status).toBe(303);
    return setCookies(response);
  }

  it('marks the cookies Secure when a trusted proxy says the browser is on https', async () => {
    const behindProxy = await server({ trustProxy: ['loopback'] });
    const cookies = await authorize(behindProxy, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(cookies.length).toBeGreaterThan(0);
    expect(secure(cookies)).toEqual(cookies.map(() => true));
    // Plain http through the same proxy keeps them usable on http.
    expect(secure(await authorize(behindProxy, { 'x-forwarded-proto': 'http' }))).not.toContain(true);
  });

  it('marks the session cookie Secure after signing in through the proxy', async () => {
    const behindProxy = await server({ trustProxy: 1 });
    const browser = new BrowserSession(behindProxy.baseUrl);
    const headers = { 'x-forwarded-proto': 'https' };
    const { response } = await browser.follow(await browser.request(`${PROTOCOL}/auth?${authorizationRequest().query}`, { headers }));
    const signedIn = await browser.postForm(
      formAction(await response.text()),
      { login: DEMO_ACCOUNTS[1].login, password: DEMO_PASSWORD },
      headers,
    );
    expect(signedIn.status).toBe(303);
    // The provider builds its own links for the browser's scheme, https; the test reaches it on plain http.
    const resume = new URL(signedIn.headers.get('location') as string);
    expect(resume.protocol).toBe('https:');
    const resumed = await browser.request(resume.pathname + resume.search, { headers });
    const session = setCookies(resumed).filter((line) => line.startsWith('_session'));
    expect(session.length).toBeGreaterThan(0);
    expect(secure(session)).toEqual(session.map(() => true));
  });

  it('ignores X-Forwarded-* from a client when no proxy is trusted (the default)', async () => {
    const direct = await server();
    expect(secure(await authorize(direct, { 'x-forwarded-proto': 'https' }))).not.toContain(true);
    // Nor can a client pick the address its failures count against.
    const { login } = await account();
    for (let wrong = 0; wrong < 5; wrong += 1) {
      expect((await attempt(direct, login, WRONG, `192.0.2.${wrong + 1}`)).status).toBe(401);
    }
    expect((await attempt(direct, login, WRONG, '192.0.2.99')).status).toBe(429);
  });
});

describe('userinfo CORS', () => {
  it('allows credentialed calls from the configured origins only, not from any loopback port', async () => {
    const provider = await server({ corsOrigins: [PORTAL_ORIGIN] });
    const browser = new BrowserSession(provider.baseUrl);
    const request = authorizationRequest();
    const { response } = await browser.follow(await browser.get(`${PROTOCOL}/auth?${request.query}`));
    const { location } = await browser.follow(
      await browser.postForm(formAction(await response.text()), { login: DEMO_ACCOUNTS[2].login, password: DEMO_PASSWORD }),
    );
    const code = callbackParams(location as string).get('code') as string;
    const tokens = (await (await exchangeCode(browser, `${PROTOCOL}/token`, code, request)).json()) as TokenResponse;

    const userinfo = (origin: string) =>
      fetch(`${provider.issuer}/protocol/openid-connect/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}`, origin } });
    const listed = await userinfo(PORTAL_ORIGIN);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');

    for (const origin of ['http://localhost:9999', 'http://127.0.0.1:8080']) {
      const unlisted = await userinfo(origin);
      expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
      expect(unlisted.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const preflight = await fetch(`${provider.issuer}/protocol/openid-connect/userinfo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:9999',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('signing out cuts the access tokens off', () => {
  it('records a cut-off for the person whose session ended, and none for anyone else', async () => {
    const provider = await server();
    const signIn = async (login: string) => {
      const browser = new BrowserSession(provider.baseUrl);
      const request = authorizationRequest();
      const { response } = await browser.follow(await browser.get(`${PROTOCOL}/auth?${request.query}`));
      const { location } = await browser.follow(
        await browser.postForm(formAction(await response.text()), { login, password: DEMO_PASSWORD }),
      );
      const code = callbackParams(location as string).get('code') as string;
      return { browser, tokens: (await (await exchangeCode(browser, `${PROTOCOL}/token`, code, request)).json()) as TokenResponse };
    };
    const leaving = await signIn(DEMO_ACCOUNTS[3].login);
    const staying = await signIn(DEMO_ACCOUNTS[4].login);
    const { cutoffs } = provider;
    const claims = (tokens: TokenResponse) => decodePayload(tokens.access_token) as { sub: string; iat: number };
    expect(await cutoffs.isCutOff(claims(leaving.tokens).sub, claims(leaving.tokens).iat)).toBe(false);

    const query = new URLSearchParams({
      client_id: 'nebo-portal',
      post_logout_redirect_uri: `${PORTAL_ORIGIN}/`,
      id_token_hint: leaving.tokens.id_token as string,
    });
    expect((await leaving.browser.get(`${PROTOCOL}/logout?${query}`)).status).toBe(303);

    expect(await cutoffs.isCutOff(claims(leaving.tokens).sub, claims(leaving.tokens).iat)).toBe(true);
    expect(await cutoffs.isCutOff(claims(staying.tokens).sub, claims(staying.tokens).iat)).toBe(false);
  });
});

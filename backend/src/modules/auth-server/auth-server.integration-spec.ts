import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import type { DataSource } from 'typeorm';
import { createEmptyDatabase, dropDatabase, withDatabaseName } from '../../testing/test-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts/demo-accounts';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from './oidc/postgres-adapter';
import { BrowserSession } from './testing/browser-session';
import { migratedDataSource, startAuthTestServer, type AuthTestServer } from '../../testing/auth-test-server';
import {
  authorizationRequest,
  callbackParams,
  decodePayload,
  exchangeCode,
  formAction,
  PORTAL_ORIGIN,
  PORTAL_REDIRECT_URI,
  refresh,
  type AuthorizationRequest,
  type TokenResponse,
} from './testing/portal-client';

/**
 * The embedded provider over real HTTP, as keycloak-js and the spec's shell use it: discovery, sign-in
 * through the interaction form, code exchange with PKCE, JWT access tokens checked against /certs, refresh
 * through the envelope, userinfo, registration and both forms of logout. PostgreSQL is real: a database
 * of this run's own, named after `nebo_auth_test`, migrated from scratch and dropped at the end.
 */

const BASE_DATABASE_URL = process.env.AUTH_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nebo_auth_test';
const PROTOCOL = '/realms/nebo/protocol/openid-connect';
const TOKEN_PATH = `${PROTOCOL}/token`;
const pilot = DEMO_ACCOUNTS[0];

let databaseUrl: string;
let dataSource: DataSource;
let server: AuthTestServer;

beforeAll(async () => {
  // createEmptyDatabase refuses any database whose name lacks "test".
  databaseUrl = withDatabaseName(BASE_DATABASE_URL, `${new URL(BASE_DATABASE_URL).pathname.slice(1)}_run${process.pid}`);
  await createEmptyDatabase(databaseUrl);
  dataSource = await migratedDataSource(databaseUrl);
  server = await startAuthTestServer(dataSource);
});

afterAll(async () => {
  await server?.close();
  await dataSource?.destroy();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

/** Opens the authorization endpoint and returns the sign-in page it leads to. */
async function openSignIn(browser: BrowserSession, request: AuthorizationRequest, path = `${PROTOCOL}/auth`) {
  const { response } = await browser.follow(await browser.get(`${path}?${request.query}`));
  expect(response.status).toBe(200);
  return response.text();
}

/** Signs in through the form and returns the callback parameters the shell receives. */
async function signIn(browser: BrowserSession, request: AuthorizationRequest, login = pilot.login, password = DEMO_PASSWORD) {
  const page = await openSignIn(browser, request);
  const { location } = await browser.follow(await browser.postForm(formAction(page), { login, password }));
  expect(location?.startsWith(PORTAL_REDIRECT_URI)).toBe(true);
  return callbackParams(location as string);
}

async function tokensFor(browser: BrowserSession, request: AuthorizationRequest, params: URLSearchParams) {
  const response = await exchangeCode(browser, TOKEN_PATH, params.get('code') as string, request);
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

async function signedInTokens(browser = new BrowserSession(server.baseUrl), login = pilot.login, password = DEMO_PASSWORD) {
  const request = authorizationRequest();
  const params = await signIn(browser, request, login, password);
  return { browser, request, tokens: await tokensFor(browser, request, params) };
}

describe('embedded OpenID Connect provider', () => {
  it('publishes a discovery document with Keycloak endpoint paths', async () => {
    const response = await fetch(`${server.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: server.issuer,
      authorization_endpoint: `${server.issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${server.issuer}/protocol/openid-connect/token`,
      jwks_uri: `${server.issuer}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${server.issuer}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${server.issuer}/protocol/openid-connect/logout`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
  });

  it('signs a demo pilot in with authorization code + PKCE and issues RS256 JWTs with the contract claims', async () => {
    const browser = new BrowserSession(server.baseUrl);
    const request = authorizationRequest();
    const params = await signIn(browser, request);
    expect(params.get('state')).toBe(request.state);

    const response = await exchangeCode(browser, TOKEN_PATH, params.get('code') as string, request);
    expect(response.status).toBe(200);
    // keycloak-js sends the token request with credentials from the shell's origin.
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const tokens = (await response.json()) as TokenResponse;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'openid profile email' });

    const jwks = createRemoteJWKSet(new URL(`${server.issuer}/protocol/openid-connect/certs`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, { issuer: server.issuer, audience: 'nebo-api' });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: pilot.id,
      azp: 'nebo-portal',
      scope: 'openid profile email',
      preferred_username: 'pilot@nebo.local',
      email: 'pilot@nebo.local',
      given_name: 'Иван',
      family_name: 'Петров',
      name: 'Иван Петров',
      locale: 'ru',
      realm_access: { roles: ['user', 'individual'] },
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(900);

    const idToken = await jwtVerify(tokens.id_token as string, jwks, { issuer: server.issuer, audience: 'nebo-portal' });
    expect(idToken.payload).toMatchObject({ sub: pilot.id, nonce: request.nonce, given_name: 'Иван', email: 'pilot@nebo.local' });
  });

  it('gives every demo audience its contract id and roles', async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const { tokens } = await signedInTokens(new BrowserSession(server.baseUrl), demo.login);
      expect(decodePayload(tokens.access_token)).toMatchObject({ sub: demo.id, realm_access: { roles: [...demo.realmRoles] } });
    }
  });

  it('hands out a refresh token keycloak-js can decode, and refreshes with it again and again', async () => {
    const { browser, tokens } = await signedInTokens();
    const envelope = decodePayload(tokens.refresh_token);
    expect(envelope).toMatchObject({ typ: 'Refresh', sub: pilot.id, azp: 'nebo-portal' });
    expect(Math.abs((envelope.exp as number) - (Date.now() / 1000 + 36000))).toBeLessThan(5);
    expect(Math.abs(tokens.refresh_expires_in - 36000)).toBeLessThan(5);

    let current = tokens.refresh_token;
    for (let round = 0; round < 3; round += 1) {
      const response = await refresh(browser, TOKEN_PATH, current);
      expect(response.status).toBe(200);
      const next = (await response.json()) as TokenResponse;
      expect(decodePayload(next.access_token)).toMatchObject({ sub: pilot.id, realm_access: { roles: ['user', 'individual'] } });
      expect(decodePayload(next.refresh_token).typ).toBe('Refresh');
      current = next.refresh_token;
    }
  });

  it('takes a just-rotated refresh token again within the grace period (a reload that lost the answer)', async () => {
    const { browser, tokens } = await signedInTokens();
    const lost = await refresh(browser, TOKEN_PATH, tokens.refresh_token);
    expect(lost.status).toBe(200);
    const again = await refresh(browser, TOKEN_PATH, tokens.refresh_token);
    expect(again.status).toBe(200);
    const next = (await again.json()) as TokenResponse;
    expect((await refresh(browser, TOKEN_PATH, next.refresh_token)).status).toBe(200);
  });

  it('refuses a refresh token that was already used (rotation) after the grace period and ends that grant', async () => {
    const { browser, tokens } = await signedInTokens();
    const first = await refresh(browser, TOKEN_PATH, tokens.refresh_token);
    const rotated = (await first.json()) as TokenResponse;
    // As if the grace period had passed since the rotation.
    await dataSource.query(
      `UPDATE auth_oidc_payload SET consumed_at = consumed_at - make_interval(secs => $1) WHERE model = 'RefreshToken' AND consumed_at IS NOT NULL`,
      [REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1],
    );
    const replay = await refresh(browser, TOKEN_PATH, tokens.refresh_token);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    // Reuse of a rotated token means it leaked: the newest token of that grant stops working too.
    const afterReplay = await refresh(browser, TOKEN_PATH, rotated.refresh_token);
    expect(afterReplay.status).toBe(400);
  });

  it('rejects a tampered refresh-token envelope', async () => {
    const { browser, tokens } = await signedInTokens();
    const [header, payload] = tokens.refresh_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const response = await refresh(browser, TOKEN_PATH, forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers userinfo for a valid access token and refuses others', async () => {
    const { tokens } = await signedInTokens();
    const response = await fetch(`${server.issuer}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: PORTAL_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(await response.json()).toEqual({
      sub: pilot.id,
      name: 'Иван Петров',
      given_name: 'Иван',
      family_name: 'Петров',
      preferred_username: 'pilot@nebo.local',
      locale: 'ru',
      email: 'pilot@nebo.local',
      email_verified: true,
    });

    const forged = await fetch(`${server.issuer}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('shows the sign-in page in Russian by default and in English with ui_locales=en', async () => {
    const browser = new BrowserSession(server.baseUrl);
    const { response } = await browser.follow(await browser.get(`${PROTOCOL}/auth?${authorizationRequest().query}`));
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ru = await response.text();
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain('<label for="field-login">Электронная почта</label>');
    expect(ru).toContain('<label for="field-password">Пароль</label>');

    const en = await openSignIn(new BrowserSession(server.baseUrl), authorizationRequest({ locale: 'en' }));
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Sign in to Nebo');
    expect(en).toContain('<label for="field-password">Password</label>');
  });

  it('answers a wrong password and an unknown login alike, with one message above the form', async () => {
    const browser = new BrowserSession(server.baseUrl);
    const page = await openSignIn(browser, authorizationRequest({ locale: 'en' }));

    const wrongPassword = await browser.postForm(formAction(page), { login: pilot.login, password: 'Wrong-2026!', lang: 'en' });
    expect(wrongPassword.status).toBe(401);
    const wrongPage = await wrongPassword.text();
    expect(wrongPage).toContain('<div class="alert" role="alert">Wrong e-mail or password.</div>');
    expect(wrongPage).toContain('value="pilot@nebo.local"');
    expect(wrongPage).not.toContain('Wrong-2026!');

    const unknown = await browser.postForm(formAction(page), { login: 'nobody@nebo.local', password: DEMO_PASSWORD, lang: 'en' });
    expect(unknown.status).toBe(401);
    const unknownPage = await unknown.text();
    // The same page but for the login typed back into its field.
    expect(unknownPage.replace('nobody@nebo.local', pilot.login)).toBe(wrongPage);

    const missing = await browser.postForm(formAction(page), { login: pilot.login, password: '', lang: 'en' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('<p class="field-error" id="field-password-error">Fill in this field.</p>');

    // The same interaction still completes after the mistakes.
    const { location } = await browser.follow(await browser.postForm(formAction(page), { login: pilot.login, password: DEMO_PASSWORD }));
    expect(callbackParams(location as string).get('code')).toBeTruthy();
  });

  it('refuses redirect URIs outside the trusted shells without redirecting there', async () => {
    const browser = new BrowserSession(server.baseUrl);
    for (const redirectUri of ['https://evil.example/logging/', `${PORTAL_ORIGIN}/somewhere-else/`]) {
      const response = await browser.get(`${PROTOCOL}/auth?${authorizationRequest({ redirectUri }).query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
    // Any localhost port is a shell in the default set-up (portal, authority and admin deployments).
    const otherPort = authorizationRequest({ redirectUri: 'http://localhost:8082/en/logging/' });
    const response = await browser.get(`${PROTOCOL}/auth?${otherPort.query}`);
    expect(response.status).toBe(303);
  });

  it('keeps the session: a second authorization completes without the form', async () => {
    const { browser } = await signedInTokens();
    const request = authorizationRequest();
    const { location } = await browser.follow(await browser.get(`${PROTOCOL}/auth?${request.query}`));
    expect(callbackParams(location as string).get('code')).toBeTruthy();
  });

  describe('registration', () => {
    async function openRegistration(browser: BrowserSession, request: AuthorizationRequest) {
      const { response } = await browser.follow(await browser.get(`${PROTOCOL}/registrations?${request.query}`));
      expect(response.status).toBe(200);
      return response.text();
    }

    const valid = {
      email: 'new.pilot@example.ru',
      givenName: 'Мария',
      familyName: 'Соколова',
      password: 'Skyward2026',
      passwordConfirm: 'Skyward2026',
    };

    it('shows each validation error next to its field', async () => {
      const browser = new BrowserSession(server.baseUrl);
      const page = await openRegistration(browser, authorizationRequest({ locale: 'en' }));
      expect(page).toContain('<label for="field-passwordConfirm">Repeat the password</label>');

      const weak = await browser.postForm(formAction(page), { ...valid, password: 'short1', passwordConfirm: 'short1', lang: 'en' });
      expect(weak.status).toBe(400);
      expect(await weak.text()).toContain('at least 8 characters long and contain letters and digits');

      const mismatch = await browser.postForm(formAction(page), { ...valid, passwordConfirm: 'Skyward2027', lang: 'en' });
      expect(await mismatch.text()).toContain('<p class="field-error" id="field-passwordConfirm-error">The passwords do not match.</p>');

      const taken = await browser.postForm(formAction(page), { ...valid, email: 'PILOT@nebo.local', lang: 'en' });
      const takenPage = await taken.text();
      expect(takenPage).toContain('This address is already registered.');
      expect(takenPage).toContain('value="Мария"');
    });

    it('creates an account with roles user + individual and continues to the shell with a code', async () => {
      const browser = new BrowserSession(server.baseUrl);
      const request = authorizationRequest();
      const page = await openRegistration(browser, request);
      const { location } = await browser.follow(await browser.postForm(formAction(page), valid));
      const params = callbackParams(location as string);
      expect(params.get('state')).toBe(request.state);

      const tokens = await tokensFor(browser, request, params);
      expect(decodePayload(tokens.access_token)).toMatchObject({
        preferred_username: valid.email,
        given_name: 'Мария',
        family_name: 'Соколова',
        realm_access: { roles: ['user', 'individual'] },
      });

      // The new account signs in with its password like any other.
      const again = await signedInTokens(new BrowserSession(server.baseUrl), valid.email, valid.password);
      expect(decodePayload(again.tokens.access_token).sub).toBe(decodePayload(tokens.access_token).sub);
    });
  });

  describe('logout', () => {
    it('keycloak-js form: GET with id_token_hint ends the session and revokes the refresh token', async () => {
      const { browser, tokens } = await signedInTokens();
      const query = new URLSearchParams({
        client_id: 'nebo-portal',
        post_logout_redirect_uri: `${PORTAL_ORIGIN}/`,
        id_token_hint: tokens.id_token as string,
      });
      const response = await browser.get(`${PROTOCOL}/logout?${query}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${PORTAL_ORIGIN}/`);

      expect((await refresh(browser, TOKEN_PATH, tokens.refresh_token)).status).toBe(400);
      // The browser is signed out: a new authorization shows the form again.
      const page = await openSignIn(browser, authorizationRequest());
      expect(page).toContain('name="password"');
    });

    it("spec's form: POST with client_id, redirect_uri and refresh_token revokes the token", async () => {
      const { browser, tokens } = await signedInTokens();
      const response = await browser.postForm(`${PROTOCOL}/logout`, {
        client_id: 'nebo-portal',
        redirect_uri: `${PORTAL_ORIGIN}/en/`,
        refresh_token: tokens.refresh_token,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${PORTAL_ORIGIN}/en/`);
      const afterLogout = await refresh(browser, TOKEN_PATH, tokens.refresh_token);
      expect(afterLogout.status).toBe(400);
      expect(await afterLogout.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('asks for confirmation when the request proves nothing, then signs out', async () => {
      const { browser, tokens } = await signedInTokens();
      const confirmPage = await (await browser.get(`${PROTOCOL}/logout?client_id=nebo-portal`)).text();
      expect(confirmPage).toContain('Выйти из Nebo?');
      // Nothing has ended yet.
      const stillValid = await refresh(browser, TOKEN_PATH, tokens.refresh_token);
      expect(stillValid.status).toBe(200);
      const rotated = (await stillValid.json()) as TokenResponse;

      const confirm = /name="confirm" value="([^"]+)"/.exec(confirmPage)?.[1] as string;
      const done = await browser.postForm(`${PROTOCOL}/logout`, { client_id: 'nebo-portal', confirm });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Вы вышли из Nebo');
      expect((await refresh(browser, TOKEN_PATH, rotated.refresh_token)).status).toBe(400);
    });

    it('refuses to redirect to an untrusted post-logout URI', async () => {
      const response = await fetch(
        `${server.issuer}/protocol/openid-connect/logout?client_id=nebo-portal&post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    });
  });

  describe('across restarts and short access tokens', () => {
    it('keeps signing keys and sessions: tokens of one instance work with the next', async () => {
      const { tokens } = await signedInTokens();
      const kid = decodeProtectedHeader(tokens.access_token).kid;
      await server.close();
      server = await startAuthTestServer(dataSource, {}, server.port);

      const jwks = createRemoteJWKSet(new URL(`${server.issuer}/protocol/openid-connect/certs`));
      const { protectedHeader } = await jwtVerify(tokens.access_token, jwks, { issuer: server.issuer, audience: 'nebo-api' });
      expect(protectedHeader.kid).toBe(kid);
      const response = await refresh(new BrowserSession(server.baseUrl), TOKEN_PATH, tokens.refresh_token);
      expect(response.status).toBe(200);
    });

    it('keeps a session alive past several access-token lifetimes by refreshing', async () => {
      await server.close();
      server = await startAuthTestServer(dataSource, { accessTokenTtl: 1 }, server.port);
      const { browser, tokens } = await signedInTokens(new BrowserSession(server.baseUrl));
      const jwks = createRemoteJWKSet(new URL(`${server.issuer}/protocol/openid-connect/certs`));
      let current = tokens;
      for (let lifetime = 0; lifetime < 3; lifetime += 1) {
        await new Promise((resolve) => setTimeout(resolve, 2100));
        await expect(jwtVerify(current.access_token, jwks, { issuer: server.issuer })).rejects.toThrow(/exp/);
        const response = await refresh(browser, TOKEN_PATH, current.refresh_token);
        expect(response.status).toBe(200);
        current = (await response.json()) as TokenResponse;
        await expect(jwtVerify(current.access_token, jwks, { issuer: server.issuer })).resolves.toBeTruthy();
      }
    });
  });
});

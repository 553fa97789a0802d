import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, disableAccount, revokeAccountSessions } from '../../auth-server';
import { BrowserSession } from '../../auth-server/testing/browser-session';
import {
  authorizationRequest,
  callbackParams,
  decodePayload,
  exchangeCode,
  formAction,
  PORTAL_ORIGIN,
  refresh,
  type TokenResponse,
} from '../../auth-server/testing/portal-client';
import { AccessTokenCutoffs, CUTOFF_CACHE_TTL_MS } from './access-token-cutoffs';
import { startEmbeddedApp, type EmbeddedApp } from '../../../testing/embedded-app';

const REALM = '/realms/nebo';
const PROTOCOL = `${REALM}/protocol/openid-connect`;
const UNAUTHORIZED = { error: 'Unauthorized', statusCode: 401 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until the clock is in the next whole second: `iat` has whole seconds, and a cut-off covers its own second. */
const nextSecond = () => sleep(1000 - (Date.now() % 1000) + 20);

/**
 * Which bearer tokens the API accepts, with the tokens of the real embedded provider (the default set-up,
 * createApp with AUTH_EMBEDDED): only access tokens for the API (an ID token signed with the same key is
 * refused), and none issued before its subject's cut-off (a sign-out, a disabled account, "sign out
 * everywhere"), at once instead of when the token expires.
 */
describe('bearer tokens of the embedded provider at the API', () => {
  let embedded: EmbeddedApp;
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    embedded = await startEmbeddedApp();
    ({ app, baseUrl } = embedded);
  });

  afterAll(() => embedded?.close());

  async function signIn(login: string) {
    const browser = new BrowserSession(baseUrl);
    const request = authorizationRequest();
    const page = await (await browser.follow(await browser.get(`${PROTOCOL}/auth?${request.query}`))).response.text();
    const { location } = await browser.follow(await browser.postForm(formAction(page), { login, password: DEMO_PASSWORD }));
    const code = callbackParams(location as string).get('code') as string;
    const tokens = (await (await exchangeCode(browser, `${PROTOCOL}/token`, code, request)).json()) as TokenResponse;
    return { browser, tokens };
  }

  const summary = (token: string) => fetch(`${baseUrl}/api/user/current/summary`, { headers: { authorization: `Bearer ${token}` } });

  it('refuses a real ID token of the provider with 401 in the error shape, and accepts its access token', async () => {
    const { tokens } = await signIn(DEMO_ACCOUNTS[0].login);
    expect((await summary(tokens.access_token)).status).toBe(200);
    const refused = await summary(tokens.id_token as string);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ ...UNAUTHORIZED, message: 'Invalid access token', code: 'identity.invalid-access-token' });
    // What tells them apart besides the audience (access-token-type.ts).
    const header = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()) as { typ?: string };
    expect(header(tokens.access_token).typ).toBe('at+jwt');
    expect(decodePayload(tokens.access_token)).toMatchObject({ typ: 'Bearer', aud: 'nebo-api', azp: 'nebo-portal' });
    expect(header(tokens.id_token as string).typ).toBeUndefined();
    expect(decodePayload(tokens.id_token as string)).toMatchObject({ aud: 'nebo-portal' });
    expect(decodePayload(tokens.id_token as string).typ).toBeUndefined();
  });

  it('refuses the refresh token as a bearer token', async () => {
    const { tokens } = await signIn(DEMO_ACCOUNTS[0].login);
    expect((await summary(tokens.refresh_token)).status).toBe(401);
  });

  it('stops an access token at once when its holder signs out, and lets the next sign-in work', async () => {
    const { browser, tokens } = await signIn(DEMO_ACCOUNTS[1].login);
    expect((await summary(tokens.access_token)).status).toBe(200);

    const query = new URLSearchParams({
      client_id: 'nebo-portal',
      post_logout_redirect_uri: `${PORTAL_ORIGIN}/`,
      id_token_hint: tokens.id_token as string,
    });
    expect((await browser.get(`${PROTOCOL}/logout?${query}`)).status).toBe(303);

    const afterSignOut = await summary(tokens.access_token);
    expect(afterSignOut.status).toBe(401);
    expect(await afterSignOut.json()).toEqual({
      ...UNAUTHORIZED,
      message: 'Access token has been revoked',
      code: 'identity.access-token-revoked',
    });

    await nextSecond();
    const again = await signIn(DEMO_ACCOUNTS[1].login);
    expect((await summary(again.tokens.access_token)).status).toBe(200);
  });

  it('stops every token of an account at once when it is disabled', async () => {
    const company = DEMO_ACCOUNTS[1];
    await nextSecond();
    const { browser, tokens } = await signIn(company.login);
    expect((await summary(tokens.access_token)).status).toBe(200);
    try {
      expect(await disableAccount(app.get(DataSource), company.id, app.get(AccessTokenCutoffs))).toBe('disabled');
      expect((await summary(tokens.access_token)).status).toBe(401);
      expect((await refresh(browser, `${PROTOCOL}/token`, tokens.refresh_token)).status).toBe(400);

      // The right password now only learns that the account is blocked.
      const page = await (
        await browser.follow(await browser.get(`${PROTOCOL}/auth?${authorizationRequest({ locale: 'en' }).query}`))
      ).response.text();
      const blocked = await browser.postForm(formAction(page), { login: company.login, password: DEMO_PASSWORD });
      expect(blocked.status).toBe(401);
      expect(await blocked.text()).toContain('This account is blocked.');
    } finally {
      await app.get(DataSource).query('UPDATE auth_account SET enabled = true WHERE id = $1', [company.id]);
    }
    expect(await disableAccount(app.get(DataSource), '00000000-0000-4000-8000-0000000000ff', app.get(AccessTokenCutoffs))).toBe('notFound');
    expect(await disableAccount(app.get(DataSource), 'not-a-uuid', app.get(AccessTokenCutoffs))).toBe('notFound');
  });

  it('signs a person out everywhere: access and refresh tokens of every session stop, other people keep theirs', async () => {
    const authority = DEMO_ACCOUNTS[2];
    const first = await signIn(authority.login);
    const second = await signIn(authority.login);
    const other = await signIn(DEMO_ACCOUNTS[4].login);

    // As the e-mail-change undo does it: the provider's sessions and the API's cut-off in one transaction.
    await app.get(DataSource).transaction(async (manager) => {
      await revokeAccountSessions(manager, authority.id);
      await app.get(AccessTokenCutoffs).cutOff(authority.id, manager);
    });

    for (const { browser, tokens } of [first, second]) {
      expect((await summary(tokens.access_token)).status).toBe(401);
      expect((await refresh(browser, `${PROTOCOL}/token`, tokens.refresh_token)).status).toBe(400);
    }
    expect((await summary(other.tokens.access_token)).status).toBe(200);
    expect((await refresh(other.browser, `${PROTOCOL}/token`, other.tokens.refresh_token)).status).toBe(200);
  });

  it('lets another instance notice a cut-off within a few seconds (its memory of cut-offs is that short)', async () => {
    const reviewer = DEMO_ACCOUNTS[4];
    const issuedAt = Math.floor(Date.now() / 1000) - 1;
    // Another backend instance on the same database: its own memory, warmed before the cut-off.
    const elsewhere = new AccessTokenCutoffs(app.get(DataSource));
    expect(await elsewhere.isCutOff(reviewer.id, issuedAt)).toBe(false);

    await app.get(AccessTokenCutoffs).cutOff(reviewer.id);
    expect(await app.get(AccessTokenCutoffs).isCutOff(reviewer.id, issuedAt)).toBe(true);
    expect(await elsewhere.isCutOff(reviewer.id, issuedAt)).toBe(false);
    await sleep(CUTOFF_CACHE_TTL_MS + 100);
    expect(await elsewhere.isCutOff(reviewer.id, issuedAt)).toBe(true);
  });
});

import { DEMO_PASSWORD } from './modules/auth-server';
import { BrowserSession } from './modules/auth-server/testing/browser-session';
import {
  authorizationRequest,
  callbackParams,
  exchangeCode,
  formAction,
  type TokenResponse,
} from './modules/auth-server/testing/portal-client';
import { startEmbeddedApp, type EmbeddedApp } from './testing/embedded-app';

const REALM = '/realms/nebo';
const PROTOCOL = `${REALM}/protocol/openid-connect`;

/**
 * The default set-up end to end: the embedded identity provider mounted by createApp, a demo pilot signing
 * in through it (authorization code + PKCE), and the API accepting the access token it issued — checked
 * against the provider's JWKS over HTTP, exactly as with a real Keycloak.
 */
describe('createApp with the embedded identity provider', () => {
  let embedded: EmbeddedApp;
  let baseUrl: string;

  beforeAll(async () => {
    embedded = await startEmbeddedApp();
    ({ baseUrl } = embedded);
  });

  afterAll(() => embedded?.close());

  it('serves the provider under /realms/nebo with the configured issuer', async () => {
    const discovery = (await (await fetch(`${baseUrl}${REALM}/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(`${baseUrl}${REALM}`);
  });

  it('accepts the access token of a user signed in through it', async () => {
    const browser = new BrowserSession(baseUrl);
    const request = authorizationRequest();
    const signInPage = await (await browser.follow(await browser.get(`${PROTOCOL}/auth?${request.query}`))).response.text();
    const { location } = await browser.follow(
      await browser.postForm(formAction(signInPage), { login: 'pilot@nebo.local', password: DEMO_PASSWORD }),
    );
    const code = callbackParams(location as string).get('code') as string;
    const tokens = (await (await exchangeCode(browser, `${PROTOCOL}/token`, code, request)).json()) as TokenResponse;

    const summary = await fetch(`${baseUrl}/api/user/current/summary`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({ login: 'pilot@nebo.local', scope: ['user', 'individual'] });
  });

  it('still parses JSON bodies of API calls (parsers come after the provider)', async () => {
    const response = await fetch(`${baseUrl}/api/user/current/profile/person-identity`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"lastName":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad Request', message: 'Malformed JSON in request body', statusCode: 400 });
  });
});

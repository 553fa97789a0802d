import { DEMO_IDENTITIES } from '../../../testing/demo-identities';
import { startTestApp, type TestApp } from '../../../testing/test-app';

const EVENTS = { 'http://schemas.openid.net/event/backchannel-logout': {} };

/**
 * Keycloak mode's sign-out reaching the API: the realm posts a logout token to the back-channel logout URL
 * and the person's access tokens stop at once. The tokens are signed by the test issuer the way Keycloak
 * signs them (header JWT, `typ: Logout`, the portal client as audience, the logout event).
 */
describe('POST /public/identity/backchannel-logout', () => {
  let t: TestApp;
  const pilot = DEMO_IDENTITIES.pilot;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_EMBEDDED: 'false' });
  });

  afterAll(() => t.close());

  const logoutToken = (claims: Record<string, unknown> = {}, options: Parameters<TestApp['issuer']['sign']>[1] = {}) =>
    t.issuer.sign(
      { sub: pilot.sub, aud: 'nebo-portal', typ: 'Logout', sid: 'session-1', events: EVENTS, ...claims },
      { headerType: 'JWT', ...options },
    );
  const post = (body: Record<string, unknown> | string) => t.http.post('/public/identity/backchannel-logout').type('form').send(body);
  const summary = (token: string) => t.http.get('/api/user/current/summary').set('Authorization', `Bearer ${token}`);

  it('refuses anything but a logout token of the issuer for the portal, in the error shape, cutting nobody off', async () => {
    const accessToken = await t.issuer.tokenFor('pilot', { issuedAt: Math.floor(Date.now() / 1000) - 5 });
    const bad = [
      await t.issuer.tokenFor('pilot'),
      await t.issuer.idTokenFor('pilot'),
      await logoutToken({ aud: 'nebo-api' }),
      await logoutToken({ events: undefined }),
      await logoutToken({ events: { 'http://schemas.openid.net/event/something-else': {} } }),
      await logoutToken({ nonce: 'n' }),
      await logoutToken({ typ: 'ID' }),
      await logoutToken({}, { forged: true }),
      await logoutToken({}, { issuedAt: Math.floor(Date.now() / 1000) - 3600 }),
      await logoutToken({ sub: undefined }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const res = await post({ logout_token: token }).expect(400);
      expect(res.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    }
    await post({}).expect(400);
    await post({ logout_token: await logoutToken(), extra: 'x' }).expect(400);
    await summary(accessToken).expect(200);
  });

  it('cuts off the person named by a valid logout token: their access tokens are refused at once', async () => {
    const before = await t.issuer.tokenFor('pilot', { issuedAt: Math.floor(Date.now() / 1000) - 5 });
    const otherPerson = await t.issuer.tokenFor('company', { issuedAt: Math.floor(Date.now() / 1000) - 5 });
    await summary(before).expect(200);

    const res = await post({ logout_token: await logoutToken() }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');

    const refused = await summary(before).expect(401);
    expect(refused.body).toEqual({
      error: 'Unauthorized',
      message: 'Access token has been revoked',
      statusCode: 401,
      code: 'identity.access-token-revoked',
    });
    await summary(otherPerson).expect(200);
    // A token issued after the sign-out (a new sign-in) works.
    await summary(await t.issuer.tokenFor('pilot', { issuedAt: Math.floor(Date.now() / 1000) + 1 })).expect(200);
    // So does Keycloak's RFC 8417 header type for logout tokens.
    await post({ logout_token: await logoutToken({ typ: undefined }, { headerType: 'logout+jwt' }) }).expect(200);
  });
});

import * as jose from 'jose';
import type { AppConfig } from '../../../config/app-config';
import { TestTokenIssuer } from '../../../testing/test-token-issuer';
import { accessTokenExpired, accessTokenRevoked, invalidAccessToken, notAnAccessToken } from '../identity.exceptions';
import { JwksAccessTokenVerifier } from './jwks-access-token-verifier';

// jwtVerify is wrapped (not replaced) so the tests can tell a signature check from an answer from memory.
jest.mock('jose', () => {
  const actual = jest.requireActual<typeof import('jose')>('jose');
  return { ...actual, jwtVerify: jest.fn(actual.jwtVerify) };
});

const jwtVerify = jest.mocked(jose.jwtVerify);

/** Fakes only Date (jose and the cache read it); the key set stays fresh, as jose keeps it ten minutes. */
function moveClockBy(ms: number): void {
  jest.useFakeTimers({
    now: Date.now() + ms,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** The cut-off port, in memory: what this spec checks is how the verifier uses it, not how it is stored. */
class CutoffsInMemory {
  readonly cutoffs = new Map<string, number>();
  isCutOff(subject: string, issuedAt: number): boolean {
    return issuedAt * 1000 < (this.cutoffs.get(subject) ?? 0);
  }
}

describe('JwksAccessTokenVerifier remembering verified tokens', () => {
  let issuer: TestTokenIssuer;
  let verifier: JwksAccessTokenVerifier;
  let cutoffs: CutoffsInMemory;

  beforeAll(async () => {
    issuer = await TestTokenIssuer.start();
  });

  afterAll(() => issuer.stop());

  beforeEach(() => {
    cutoffs = new CutoffsInMemory();
    verifier = new JwksAccessTokenVerifier({ auth: { issuer: issuer.issuer, audience: 'nebo-api' } } as AppConfig, cutoffs);
    jwtVerify.mockClear();
  });

  afterEach(() => jest.useRealTimers());

  it('checks a token once and answers the same frozen principal for it afterwards', async () => {
    const token = await issuer.tokenFor('pilot');
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(second).toBe(first);
    expect(first).toMatchObject({ login: 'pilot@nebo.local', roles: ['user', 'individual'] });
    expect(Object.isFrozen(first) && Object.isFrozen(first.roles)).toBe(true);
    expect(jwtVerify).toHaveBeenCalledTimes(1);
  });

  it('never answers a token from memory past its expiry', async () => {
    const token = await issuer.tokenFor('pilot', { expiresInSeconds: 30 });
    await verifier.verify(token);
    moveClockBy(40_000);
    await expect(verifier.verify(token)).rejects.toThrow(accessTokenExpired());
    expect(jwtVerify).toHaveBeenCalledTimes(2);
  });

  it('checks the signature again after a minute, even for a token that lives longer', async () => {
    const token = await issuer.tokenFor('pilot');
    await verifier.verify(token);
    moveClockBy(61_000);
    await verifier.verify(token);
    expect(jwtVerify).toHaveBeenCalledTimes(2);
  });

  it('remembers no refused token', async () => {
    const forged = await issuer.tokenFor('pilot', { forged: true });
    await expect(verifier.verify(forged)).rejects.toMatchObject({ code: 'identity.invalid-access-token' });
    await expect(verifier.verify(forged)).rejects.toMatchObject({ code: 'identity.invalid-access-token' });
    expect(jwtVerify).toHaveBeenCalledTimes(2);
  });

  it('never lets a remembered token outlive its subject’s cut-off', async () => {
    const token = await issuer.tokenFor('pilot');
    const { subject } = await verifier.verify(token);
    cutoffs.cutoffs.set(subject, Date.now());
    await expect(verifier.verify(token)).rejects.toThrow(accessTokenRevoked());
    // The signature was not checked again: the cut-off is looked at on every call, remembered or not.
    expect(jwtVerify).toHaveBeenCalledTimes(1);
    const later = await issuer.tokenFor('pilot', { issuedAt: Math.floor(Date.now() / 1000) + 1 });
    await expect(verifier.verify(later)).resolves.toMatchObject({ subject });
  });
});

describe('JwksAccessTokenVerifier accepting only access tokens for the API', () => {
  let issuer: TestTokenIssuer;
  let verifier: JwksAccessTokenVerifier;

  beforeAll(async () => {
    issuer = await TestTokenIssuer.start();
    verifier = new JwksAccessTokenVerifier({ auth: { issuer: issuer.issuer, audience: 'nebo-api' } } as AppConfig, new CutoffsInMemory());
  });

  afterAll(() => issuer.stop());

  const pilotClaims = { sub: '00000000-0000-4000-8000-000000000001', preferred_username: 'pilot@nebo.local', azp: 'nebo-portal' };

  it('accepts the embedded provider’s access tokens (at+jwt) and Keycloak’s (JWT, typ Bearer)', async () => {
    await expect(verifier.verify(await issuer.tokenFor('pilot'))).resolves.toMatchObject({ login: 'pilot@nebo.local' });
    const keycloak = await issuer.sign({ ...pilotClaims, typ: 'Bearer', aud: ['nebo-api', 'account'] }, { headerType: 'JWT' });
    await expect(verifier.verify(keycloak)).resolves.toMatchObject({ login: 'pilot@nebo.local' });
  });

  it('refuses an ID token of the same issuer, signed with the same key', async () => {
    await expect(verifier.verify(await issuer.idTokenFor('pilot'))).rejects.toThrow(invalidAccessToken());
  });

  it('refuses tokens that name the API but are not access tokens', async () => {
    const notAccessTokens = [
      // A Keycloak ID token whose audience mapper also adds nebo-api to ID tokens.
      issuer.sign({ ...pilotClaims, typ: 'ID', aud: ['nebo-portal', 'nebo-api'], nonce: 'n' }, { headerType: 'JWT' }),
      // An embedded-style ID token given the API audience: no at+jwt header, no Bearer claim.
      issuer.sign({ ...pilotClaims, aud: 'nebo-api', nonce: 'n', at_hash: 'h' }, { headerType: null }),
      issuer.sign({ ...pilotClaims, typ: 'Refresh', aud: 'nebo-api' }, { headerType: 'JWT' }),
      issuer.sign({ ...pilotClaims, typ: 'Logout', aud: 'nebo-api' }, { headerType: 'logout+jwt' }),
      // The right header cannot make a token of another type an access token.
      issuer.sign({ ...pilotClaims, typ: 'ID', aud: 'nebo-api' }, { headerType: 'at+jwt' }),
    ];
    for (const token of await Promise.all(notAccessTokens)) {
      await expect(verifier.verify(token)).rejects.toThrow(notAnAccessToken());
    }
  });

  it('refuses an access token without the API audience', async () => {
    const token = await issuer.sign({ ...pilotClaims, typ: 'Bearer', aud: 'account' }, { headerType: 'JWT' });
    await expect(verifier.verify(token)).rejects.toThrow(invalidAccessToken());
    const none = await issuer.sign({ ...pilotClaims, typ: 'Bearer' });
    await expect(verifier.verify(none)).rejects.toThrow(invalidAccessToken());
  });
});

import * as jose from 'jose';
import type { AppConfig } from '../../../config/app-config';
import { TestTokenIssuer } from '../../../testing/test-token-issuer';
import { InvalidAccessTokenException } from '../exceptions/invalid-access-token.exception';
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
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}

describe('JwksAccessTokenVerifier remembering verified tokens', () => {
  let issuer: TestTokenIssuer;
  let verifier: JwksAccessTokenVerifier;

  beforeAll(async () => {
    issuer = await TestTokenIssuer.start();
  });

  afterAll(() => issuer.stop());

  beforeEach(() => {
    verifier = new JwksAccessTokenVerifier({ auth: { issuer: issuer.issuer, audience: undefined } } as AppConfig);
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
    await expect(verifier.verify(token)).rejects.toThrow(new InvalidAccessTokenException('Access token has expired'));
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
    await expect(verifier.verify(forged)).rejects.toThrow(InvalidAccessTokenException);
    await expect(verifier.verify(forged)).rejects.toThrow(InvalidAccessTokenException);
    expect(jwtVerify).toHaveBeenCalledTimes(2);
  });
});

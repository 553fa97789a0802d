import { SppiAuthority } from './sppi-oauth';

describe('SppiAuthority', () => {
  const redirect = 'http://localhost:8080/sppi-redirect/';
  let authority: SppiAuthority;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    authority = new SppiAuthority({ id: 'nebo', secret: 's' }, 600);
  });

  afterEach(() => jest.useRealTimers());

  it('refuses a code older than 60 s', () => {
    const code = authority.issueCode('pilot@sppi.local', 'nebo', redirect);
    jest.setSystemTime(new Date('2026-11-24T10:01:01Z'));
    expect(authority.exchangeCode(code, 'nebo', redirect)).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a code issued to another client, and burns it', () => {
    const code = authority.issueCode('pilot@sppi.local', 'nebo', redirect);
    expect(authority.exchangeCode(code, 'other', redirect)).toMatchObject({ error: 'invalid_grant' });
    expect(authority.exchangeCode(code, 'nebo', redirect)).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets an access token lapse after its lifetime, and a revoke end the whole session', () => {
    const tokens = authority.exchangeCode(authority.issueCode('pilot@sppi.local', 'nebo', redirect), 'nebo', redirect);
    if ('error' in tokens) throw new Error(tokens.error);
    expect(authority.loginFor(tokens.access_token)).toBe('pilot@sppi.local');
    jest.setSystemTime(new Date('2026-11-24T10:10:01Z'));
    expect(authority.loginFor(tokens.access_token)).toBeNull();
    const again = authority.refreshTokens(tokens.refresh_token, 'nebo');
    if ('error' in again) throw new Error(again.error);
    authority.revoke(again.refresh_token);
    expect(authority.loginFor(again.access_token)).toBeNull();
    expect(authority.refreshTokens(again.refresh_token, 'nebo')).toMatchObject({ error: 'invalid_grant' });
  });
});

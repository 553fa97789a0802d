import { isAccessToken } from './access-token-type';

describe('isAccessToken', () => {
  it('accepts what the embedded provider and Keycloak put into access tokens', () => {
    // oidc-provider: RFC 9068 header and Keycloak's claim, which the provider adds too.
    expect(isAccessToken({ typ: 'at+jwt' }, { typ: 'Bearer' })).toBe(true);
    expect(isAccessToken({ typ: 'at+jwt' }, {})).toBe(true);
    expect(isAccessToken({ typ: 'application/at+jwt' }, {})).toBe(true);
    // Keycloak: a generic header, the type in the claim.
    expect(isAccessToken({ typ: 'JWT' }, { typ: 'Bearer' })).toBe(true);
    expect(isAccessToken({}, { typ: 'bearer' })).toBe(true);
  });

  it('refuses ID tokens, refresh and logout tokens of either issuer', () => {
    expect(isAccessToken({}, { nonce: 'n', at_hash: 'h' })).toBe(false); // oidc-provider's ID token
    expect(isAccessToken({ typ: 'JWT' }, {})).toBe(false);
    expect(isAccessToken({ typ: 'JWT' }, { typ: 'ID' })).toBe(false); // Keycloak's ID token
    expect(isAccessToken({ typ: 'JWT' }, { typ: 'Refresh' })).toBe(false);
    expect(isAccessToken({ typ: 'logout+jwt' }, { typ: 'Logout' })).toBe(false);
    expect(isAccessToken({ typ: 'nebo-action+jwt' }, { typ: 'Bearer' })).toBe(false);
    // One marker cannot outvote the other.
    expect(isAccessToken({ typ: 'at+jwt' }, { typ: 'ID' })).toBe(false);
    expect(isAccessToken({ typ: 'at+jwt' }, { typ: 42 })).toBe(false);
  });
});

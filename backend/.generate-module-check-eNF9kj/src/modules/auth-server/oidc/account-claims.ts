import { fullName, type Account } from '../accounts/account';

/**
 * Claims about a person, named as Keycloak names them, so that the backend and the shell read the same
 * token whichever provider issued it (docs/contracts.md, "Identity").
 */

/** Which claims each scope releases (ID token and userinfo). */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
  email: ['email', 'email_verified'],
} as const;

/** Profile and e-mail claims of `account`; filtered by scope by oidc-provider (ID token) or by userinfo. */
export function identityClaims(account: Account): { sub: string } & Record<string, string | boolean> {
  return {
    sub: account.id,
    name: fullName(account),
    given_name: account.givenName,
    family_name: account.familyName,
    preferred_username: account.login,
    locale: account.locale,
    email: account.email,
    email_verified: account.emailVerified,
  };
}

/** Claims filtered to what the granted scopes release. */
export function claimsForScopes(account: Account, scopes: ReadonlySet<string>): Record<string, string | boolean> {
  const all = identityClaims(account);
  const released: Record<string, string | boolean> = { sub: account.id };
  for (const [scope, names] of Object.entries(CLAIMS_BY_SCOPE)) {
    if (!scopes.has(scope)) continue;
    for (const name of names) released[name] = all[name];
  }
  return released;
}

/**
 * Extra claims of an access token. Keycloak puts the profile claims and the realm roles into every access
 * token regardless of scope, and the backend reads them from there, so this does the same.
 */
export function accessTokenClaims(account: Account, clientId: string): Record<string, unknown> {
  const { sub: _sub, ...profile } = identityClaims(account);
  return {
    ...profile,
    typ: 'Bearer',
    azp: clientId,
    realm_access: { roles: [...account.realmRoles] },
  };
}

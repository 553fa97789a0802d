import type { JWTHeaderParameters, JWTPayload } from 'jose';

/**
 * Whether a verified JWT is an access token, as opposed to the other JWTs the same issuer signs with the
 * same keys. What each issuer writes (checked against both):
 *
 * | token | embedded provider (oidc-provider) | Keycloak |
 * |---|---|---|
 * | access | header `typ: at+jwt` (RFC 9068), claim `typ: Bearer` | header `typ: JWT` (`at+jwt` if the client opts into RFC 9068), claim `typ: Bearer` |
 * | ID | no header `typ`, no `typ` claim, `aud: nebo-portal`, `nonce`, `at_hash` | header `typ: JWT`, claim `typ: ID`, `nonce`, `at_hash` |
 * | refresh | HS256 envelope, claim `typ: Refresh` | HS512, claim `typ: Refresh` |
 * | logout (back-channel) | — | header `typ: logout+jwt` or `JWT`, claim `typ: Logout` |
 *
 * So: an access token is one whose header says `at+jwt` or whose `typ` claim says `Bearer`, and nothing
 * says otherwise (another header type, or a `typ` claim other than `Bearer`). `nonce` is no marker:
 * Keycloak before 25 put it into access tokens too, and still does when asked to. The audience check
 * (AUTH_AUDIENCE) comes on top: an ID token's audience is the client, not the API.
 */
const ACCESS_TOKEN_HEADER_TYPES = new Set(['at+jwt', 'application/at+jwt']);
const GENERIC_HEADER_TYPES = new Set(['jwt', 'application/jwt']);
const ACCESS_TOKEN_CLAIM_TYPE = 'bearer';

export function isAccessToken(header: Pick<JWTHeaderParameters, 'typ'>, payload: JWTPayload): boolean {
  const headerType = typeof header.typ === 'string' ? header.typ.toLowerCase() : undefined;
  const claimType = typeof payload.typ === 'string' ? payload.typ.toLowerCase() : payload.typ;
  if (headerType !== undefined && !ACCESS_TOKEN_HEADER_TYPES.has(headerType) && !GENERIC_HEADER_TYPES.has(headerType)) {
    return false;
  }
  if (claimType !== undefined && claimType !== ACCESS_TOKEN_CLAIM_TYPE) return false;
  return (headerType !== undefined && ACCESS_TOKEN_HEADER_TYPES.has(headerType)) || claimType === ACCESS_TOKEN_CLAIM_TYPE;
}

import { AuthenticatedPrincipal } from './principal';

/**
 * Verifies a bearer token and returns the principal it proves. Implementations throw
 * UnauthorizedException for any token that must not be trusted. Kept as an interface so the guard does not
 * depend on how tokens are verified (the identity module provides the JWKS-based implementation).
 */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AuthenticatedPrincipal>;
}

export const ACCESS_TOKEN_VERIFIER = Symbol('ACCESS_TOKEN_VERIFIER');

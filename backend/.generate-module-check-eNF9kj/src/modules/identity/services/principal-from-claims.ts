import type { JWTPayload } from 'jose';
import { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { accessTokenWithoutSubject } from '../identity.exceptions';

/**
 * Maps verified token claims (docs/contracts.md) to a principal. The signature has already been checked;
 * this only refuses tokens that lack what the platform needs to identify the caller.
 */
export function principalFromClaims(claims: JWTPayload): AuthenticatedPrincipal {
  const subject = text(claims.sub);
  if (!subject) throw accessTokenWithoutSubject();
  const email = text(claims.email);
  return {
    subject,
    // Keycloak and the embedded provider always send preferred_username; a token without it still names
    // its account, so fall back to the e-mail and then the subject rather than refusing the caller.
    login: text(claims.preferred_username) ?? email ?? subject,
    email,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
    locale: text(claims.locale),
    roles: realmRoles(claims.realm_access),
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function realmRoles(realmAccess: unknown): string[] {
  if (typeof realmAccess !== 'object' || realmAccess === null) return [];
  const roles = (realmAccess as { roles?: unknown }).roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

import type { FastifyRequest } from 'fastify';

export { REALM_ROLES, type RealmRole } from '@nebo/shared-vocabulary';

/** Who is calling, as proven by a verified access token. */
export interface AuthenticatedPrincipal {
  /** The token's `sub`: the account's stable id. */
  subject: string;
  /** The login (`preferred_username`, an e-mail address for the demo accounts). */
  login: string;
  email: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
  locale: string | undefined;
  /** Realm roles from `realm_access.roles`; unknown role names are kept so later modules can use them. */
  roles: string[];
}

/**
 * The caller of an authenticated route, resolved once by the auth guard: the verified token and the
 * platform user behind it (created on first sight). Handlers take it with `@CurrentCaller()`.
 */
export interface Caller {
  principal: AuthenticatedPrincipal;
  /** The platform user's id (`users.id`), never the token subject. */
  userId: string;
}

/** The request after the auth guard accepted a token. */
export interface AuthenticatedRequest extends FastifyRequest {
  principal?: AuthenticatedPrincipal;
  caller?: Caller;
}

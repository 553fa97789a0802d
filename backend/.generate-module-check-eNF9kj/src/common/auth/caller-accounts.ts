import type { AuthenticatedPrincipal } from './principal';

/**
 * The port the auth guard resolves a verified principal through: subject → platform user id, creating the
 * user on first sight. Owned here, by its consumer; the accounts module provides it.
 */
export abstract class CallerAccounts {
  abstract userIdOf(principal: AuthenticatedPrincipal): Promise<string>;
}

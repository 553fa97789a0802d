/**
 * What the SPPI channel needs from the sppi module: the user's current access token (refreshed when about to
 * expire). Bound to `SppiSessions` in channels/index.ts; a test binds its own.
 */
export interface SppiTokenSource {
  accessTokenFor(userId: string): Promise<string>;
}

export const SPPI_TOKENS = Symbol('SPPI_TOKENS');

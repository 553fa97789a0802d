import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation's secret: 256 random bits, base64url. Only its SHA-256 is stored, so reading the table gives
 * nobody a usable link; a plain hash suffices because the secret has full entropy.
 */
const TOKEN_BYTES = 32;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** How long an invitation works (D10). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function newInvitationToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything else is answered as an unknown invitation without a query. */
export function isWellFormedInvitationToken(token: string): boolean {
  return WELL_FORMED.test(token);
}

import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets of e-mailed links (confirm a new address, undo a change): 256 random bits, base64url, so
 * nobody guesses one. Only their SHA-256 is stored: someone who reads the table cannot use a link, and a
 * plain hash suffices because the secret has full entropy (no dictionary to try).
 */
const TOKEN_BYTES = 32;
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the text could be a token at all; anything else is answered as an unknown link without a query. */
export function isWellFormedLinkToken(token: string): boolean {
  return WELL_FORMED.test(token);
}

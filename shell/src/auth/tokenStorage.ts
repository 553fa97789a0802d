/**
 * Keeps the tokens of this tab across reloads (keycloak-js keeps them in memory only).
 * sessionStorage, not localStorage: each tab refreshes its own tokens, so two tabs never race to
 * use the same single-use refresh token; a new tab signs in again through the provider's session.
 */
export const TOKEN_STORAGE_KEY = 'prod.auth';

export interface StoredTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The `exp` of a JWT in seconds, or undefined for opaque tokens. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

export function saveTokens(tokens: StoredTokens): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
}

export function clearTokens(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
}

/** Tokens from an earlier load of this tab, unless the refresh token has already expired. */
export function loadTokens(nowSeconds: number = Date.now() / 1000): StoredTokens | undefined {
  const raw = storage()?.getItem(TOKEN_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof parsed.token !== 'string' || typeof parsed.refreshToken !== 'string') throw new Error('malformed');
    const refreshExpiry = jwtExpiry(parsed.refreshToken);
    if (refreshExpiry !== undefined && refreshExpiry <= nowSeconds) throw new Error('expired');
    return { token: parsed.token, refreshToken: parsed.refreshToken, idToken: parsed.idToken };
  } catch {
    clearTokens();
    return undefined;
  }
}

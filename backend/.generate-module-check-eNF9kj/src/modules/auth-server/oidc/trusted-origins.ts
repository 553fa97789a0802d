import { LOGIN_RETURN_PATHS } from '../auth-server.constants';

/**
 * Which shell origins the portal client trusts, for three decisions: where a sign-in may return
 * (`redirect_uri`), where a sign-out may return (`post_logout_redirect_uri`), and which origins may call
 * the token and userinfo endpoints with credentials (CORS).
 *
 * Why not a static list of redirect URIs: the same shell build is served by several deployments on
 * different ports (portal 8080, authority 8081, admin 8082, test servers on random ports), and deployments
 * add their own origins through CORS_ORIGINS. So the rule is "the sign-in return page (`/logging/` or
 * `/en/logging/`) of a trusted origin", where trusted means listed in CORS_ORIGINS or, when loopback
 * clients are allowed, any port of localhost / 127.0.0.1 (RFC 8252 §7.3 treats loopback ports as
 * interchangeable).
 */
export class TrustedOrigins {
  private readonly listed: ReadonlySet<string>;

  constructor(
    corsOrigins: readonly string[],
    private readonly allowLoopback: boolean,
  ) {
    this.listed = new Set(corsOrigins.map(normalizeOrigin).filter((origin): origin is string => !!origin));
  }

  /** Listed in CORS_ORIGINS, whatever the loopback rule says. */
  isListed(origin: string | undefined): boolean {
    const normalized = origin ? normalizeOrigin(origin) : undefined;
    return !!normalized && this.listed.has(normalized);
  }

  isTrusted(origin: string | undefined): boolean {
    const normalized = origin ? normalizeOrigin(origin) : undefined;
    if (!normalized) return false;
    if (this.listed.has(normalized)) return true;
    return this.allowLoopback && isLoopbackOrigin(normalized);
  }

  /** A sign-in may return only to the shell's login return page of a trusted origin. */
  isAllowedRedirectUri(uri: string): boolean {
    const url = parseAbsolute(uri);
    if (!url || url.hash || url.username || url.password) return false;
    return this.isTrusted(url.origin) && (LOGIN_RETURN_PATHS as readonly string[]).includes(url.pathname);
  }

  /** A sign-out may return to any page of a trusted origin (home, the current page, …). */
  isAllowedPostLogoutRedirectUri(uri: string): boolean {
    const url = parseAbsolute(uri);
    if (!url || url.hash || url.username || url.password) return false;
    return this.isTrusted(url.origin);
  }
}

function parseAbsolute(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function normalizeOrigin(value: string): string | undefined {
  const url = parseAbsolute(value.trim());
  return url?.origin;
}

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function isLoopbackOrigin(origin: string): boolean {
  const url = new URL(origin);
  // Plain http is fine on loopback: the traffic never leaves the machine.
  return isLoopbackHost(url.hostname);
}

/** The portal page SPPI sends the browser back to, per locale (ru has no prefix, en has /en). */
const REDIRECT_PATHS = ['/sppi-redirect/', '/en/sppi-redirect/'];

/**
 * Whether `uri` is exactly `<allowed origin>/sppi-redirect/` or `<allowed origin>/en/sppi-redirect/`.
 * Compared as parsed URLs so a query, fragment, credentials or another path can never slip through.
 */
export function isAllowedRedirectUri(uri: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (!uri) return false;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash || uri.includes('?') || uri.includes('#')) return false;
  if (!REDIRECT_PATHS.includes(url.pathname)) return false;
  return allowedOrigins.some((origin) => new URL(origin).origin === url.origin) && uri === `${url.origin}${url.pathname}`;
}

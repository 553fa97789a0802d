// docs/requirements.md#ui-locales-paths: "any path without a trailing slash is redirected with status 301 to the same
// path with a slash, query kept". Files are the exception: a last segment with an extension
// (main.js, deployment.json, mf-manifest.json) is a file request, not a page.

/**
 * The Location to redirect a GET/HEAD request to, or null when the path already ends with a slash or
 * names a file. The Location is relative to the origin so it survives any proxy in front of us.
 * @param {string} rawUrl the request target as received (path plus optional query)
 * @returns {string | null}
 */
export function trailingSlashRedirect(rawUrl) {
  const queryAt = rawUrl.indexOf('?');
  const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  if (pathname === '' || pathname.endsWith('/')) return null;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]+$/.test(lastSegment)) return null;
  // "//evil.example" would be read by a browser as a protocol-relative URL: collapse leading slashes.
  const safePath = pathname.replace(/^\/{2,}/, '/');
  return `${safePath}/${query}`;
}

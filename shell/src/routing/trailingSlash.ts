/**
 * Every path ends with a slash (docs/requirements.md#ui-locales-paths). The server answers 301 for a path without one; the
 * client does the same for in-app navigation (a link typed without the slash, a remote's link).
 * Paths whose last segment has a file extension are files, not pages, and are left alone.
 */
export function withTrailingSlash(pathname: string): string | null {
  if (pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]+$/.test(last)) return null;
  return `${pathname}/`;
}

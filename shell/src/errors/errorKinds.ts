/** The error pages (docs/requirements.md#ui-error-pages): 401, 403, 404, 500, 502, 503 and a general one. */
export type ErrorKind = '401' | '403' | '404' | '500' | '502' | '503' | 'general';

const OWN_PAGES: readonly ErrorKind[] = ['401', '403', '404', '500', '502', '503'];

/**
 * The page for a status. No response at all (statusCode 0) means the backend cannot be reached:
 * the issue asks for the 502/503 page there ("backend down"), so 0 shows 503 rather than the 500
 * the spec's generic reading would give.
 */
export function errorKindFor(statusCode: number): ErrorKind {
  if (statusCode === 0) return '503';
  const kind = String(statusCode) as ErrorKind;
  return OWN_PAGES.includes(kind) ? kind : 'general';
}

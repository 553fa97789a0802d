/**
 * Headers of every HTML page of the provider. The pages load only the realm's own stylesheet and run no
 * script, so the policy can be strict. `form-action` is deliberately absent: after a sign-in form is
 * posted, the browser is redirected on to the shell's origin, and browsers apply `form-action` to those
 * redirects too.
 */
export const HTML_PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/**
 * Headers of the sign-in and registration pages: as above, but the browser may name the page as the
 * referrer of its own same-origin requests. With `no-referrer` a form post carries `Origin: null`, which
 * the forms' origin check (form-protection.ts) cannot tell from a post out of a sandboxed frame; other
 * origins still learn nothing.
 */
export const FORM_PAGE_HEADERS: Record<string, string> = { ...HTML_PAGE_HEADERS, 'Referrer-Policy': 'same-origin' };

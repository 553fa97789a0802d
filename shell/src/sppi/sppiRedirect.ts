import { localizePath, stripLocale, type Locale } from '@nebo/shared-ui';
import { writeSppiCode } from './sppiCookies';

/** The shell's page SPPI sends the browser back to (locale-neutral). */
export const SPPI_REDIRECT_PATH = '/sppi-redirect/';

export function isSppiRedirectPath(pathname: string): boolean {
  const neutral = stripLocale(pathname);
  return neutral === SPPI_REDIRECT_PATH || neutral === SPPI_REDIRECT_PATH.slice(0, -1);
}

/** The redirect_uri of the authorize call and of the token exchange: the same string both times. */
export function sppiRedirectUri(origin: string, locale: Locale): string {
  return `${origin}${localizePath(SPPI_REDIRECT_PATH, locale)}`;
}

/**
 * Splits `code` off a query string (part 1 §2): the query without it, and the code when it is usable.
 * An empty value or the literal text `undefined` (what some callers send for "no code") is stripped as well,
 * but gives no code. `changed` says whether the query had a `code` at all.
 */
export function takeCode(search: string): { search: string; code: string | null; changed: boolean } {
  const params = new URLSearchParams(search);
  if (!params.has('code')) return { search, code: null, changed: false };
  const value = params.get('code')?.trim() ?? '';
  params.delete('code');
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', code: value === '' || value === 'undefined' ? null : value, changed: true };
}

/** SPPI's `error` answer (the user cancelled), renamed so the portal's own sign-in does not take it for its answer. */
export const SPPI_ERROR_PARAM = 'sppi_error';

/**
 * On /sppi-redirect/: moves `code` from the address into its 60-second cookie and replaces the address
 * without it. Runs at start-up before anything else reads the URL: the portal's sign-in library takes
 * `state` with `code` or `error` for its own sign-in answer (it would drop them and the portal session),
 * so `error` is renamed too, and the code never reaches the history or the router.
 */
export function moveSppiCodeOffAddress(): void {
  if (!isSppiRedirectPath(window.location.pathname)) return;
  const taken = takeCode(window.location.search);
  const params = new URLSearchParams(taken.search);
  const error = params.get('error');
  if (!taken.changed && error === null) return;
  if (taken.code) writeSppiCode(taken.code);
  if (error !== null) {
    params.delete('error');
    params.set(SPPI_ERROR_PARAM, error);
  }
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
}

/** Why the page will not post a code: no state cookie, a state other than ours, or one already used. */
export type StateVerdict = { kind: 'ok' } | { kind: 'refused' };

/**
 * The `state` SPPI sent back must equal the cookie written when this browser started the sign-in. Missing on
 * either side refuses (a replay finds the cookie gone: it is dropped once used); compared in constant time.
 */
export function checkState(returned: string | null, expected: string | undefined): StateVerdict {
  if (!returned || !expected || returned.length !== expected.length) return { kind: 'refused' };
  let difference = 0;
  for (let i = 0; i < returned.length; i++) difference |= returned.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0 ? { kind: 'ok' } : { kind: 'refused' };
}

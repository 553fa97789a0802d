import type { Locale } from '@nebo/shared-ui';
import { isInAppPath } from '../auth/returnPath';
import type { SppiDeployment } from '../federation/deployment';
import { newSppiState, writeSppiState } from './sppiCookies';
import { sppiRedirectUri } from './sppiRedirect';

/** Where the user was when they started the SPPI sign-in, to go back there afterwards (this tab only). */
const RETURN_KEY = 'nebo.sppi.returnTo';

export function rememberSppiReturnPath(path: string): void {
  if (!isInAppPath(path)) return;
  try {
    window.sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Without storage the user lands on the default page afterwards; the sign-in itself still works.
  }
}

export function peekSppiReturnPath(): string | undefined {
  try {
    const value = window.sessionStorage.getItem(RETURN_KEY);
    return isInAppPath(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSppiReturnPath(): void {
  try {
    window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // see rememberSppiReturnPath
  }
}

/** SPPI's authorize page for this browser's sign-in (part 1 §7). */
export function sppiAuthorizeUrl(sppi: SppiDeployment, redirectUri: string, state: string): string {
  const url = new URL(sppi.authorizeUrl);
  url.searchParams.set('client_id', sppi.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  return url.href;
}

/** Leaving the page for SPPI, as an object so a test can watch it (jsdom cannot navigate). */
export const browserNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Starts the sign-in at SPPI: a fresh state in its cookie, the current path remembered, then the browser
 * leaves for SPPI's authorize page and comes back to /sppi-redirect/ in the same locale.
 */
export function startSppiSignIn(sppi: SppiDeployment, locale: Locale, returnPath: string): void {
  const state = newSppiState();
  writeSppiState(state);
  rememberSppiReturnPath(returnPath);
  browserNavigation.go(sppiAuthorizeUrl(sppi, sppiRedirectUri(window.location.origin, locale), state));
}

import { readCookie, writeCookie } from '@nebo/shared-ui';

/** The anti-forgery `state` of a sign-in at SPPI, compared on /sppi-redirect/ (part 1 §9: 600 s). */
export const SPPI_STATE_COOKIE = 'sppi_state';
export const SPPI_STATE_MAX_AGE_SECONDS = 600;
/** SPPI's authorization code, moved off the address bar as the page opens (part 1 §2, §9: 60 s). */
export const SPPI_CODE_COOKIE = 'sppi_code';
export const SPPI_CODE_MAX_AGE_SECONDS = 60;

/**
 * Secure as the spec asks. Browsers accept a Secure cookie on https and on http://localhost (a secure
 * context); only on a plain-http host elsewhere would it be dropped, so there it is written without the flag.
 */
function secure(): boolean {
  return typeof window === 'undefined' || window.isSecureContext !== false;
}

function write(name: string, value: string, maxAgeSeconds: number): void {
  writeCookie(name, value, { maxAgeSeconds, path: '/', sameSite: 'Lax', secure: secure() });
}

export const writeSppiState = (state: string) => write(SPPI_STATE_COOKIE, state, SPPI_STATE_MAX_AGE_SECONDS);
export const writeSppiCode = (code: string) => write(SPPI_CODE_COOKIE, code, SPPI_CODE_MAX_AGE_SECONDS);
export const readSppiState = (): string | undefined => readCookie(SPPI_STATE_COOKIE) || undefined;
export const readSppiCode = (): string | undefined => readCookie(SPPI_CODE_COOKIE) || undefined;

/** Both cookies are single-use: dropped once the code was posted (or found unusable). */
export function forgetSppiState(): void {
  write(SPPI_STATE_COOKIE, '', 0);
}

export function forgetSppiCode(): void {
  write(SPPI_CODE_COOKIE, '', 0);
}

/** 32 random bytes, base64url: unguessable, and safe in a URL and a cookie as they are. */
export function newSppiState(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

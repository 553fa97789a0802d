import { api } from '@nebo/shared-ui';

/** `SppiSessionDto` of the backend: whether the user is signed in to SPPI; the tokens stay on the server. */
export interface SppiSession {
  authorized: boolean;
  login: string | null;
  expiresAt: string | null;
}

export const SPPI_SESSION_KEY = ['sppi', 'session'] as const;

// Every call here tolerates every failure: the menu and the redirect page show what went wrong themselves,
// never an error page (part 1 §8).

export function fetchSppiSession(): Promise<SppiSession> {
  return api.get<SppiSession>('/sppi/auth/session', { ignoreStatuses: 'all' });
}

/** Exchanges the code on the server; the body is the bare code (text/plain). */
export function postSppiCode(code: string, redirectUri: string): Promise<SppiSession> {
  return api.post<SppiSession>('/sppi/auth/token', code, {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Sppi-Redirect-Uri': redirectUri },
    ignoreStatuses: 'all',
  });
}

export function postSppiLogout(): Promise<void> {
  return api.post<void>('/sppi/auth/logout', undefined, { ignoreStatuses: 'all' });
}

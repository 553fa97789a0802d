import type Keycloak from 'keycloak-js';
import { localeFromPath, localizePath, sessionStore, type AuthActions, type Locale, type TokenClaims } from '@nebo/shared-ui';
import { clearTokens, loadTokens, saveTokens } from './tokenStorage';
import { currentPath, rememberReturnPath } from './returnPath';

/** What keycloak-js offers that the shell uses (a narrower type keeps tests honest). */
export type KeycloakLike = Pick<
  Keycloak,
  'init' | 'login' | 'logout' | 'register' | 'updateToken' | 'token' | 'refreshToken' | 'idToken' | 'tokenParsed' | 'authenticated'
> & {
  onTokenExpired?: () => void;
  onAuthRefreshSuccess?: () => void;
};

/**
 * How the page started, for the /logging/ page and the error pages:
 * - 'callback-failed': we came back from the provider but the sign-in did not complete;
 * - 'backend-unreachable': a stored session could not be renewed because nothing answered;
 * - 'session-ended': a stored session was refused (expired or signed out elsewhere).
 */
export type AuthStart = 'anonymous' | 'authenticated' | 'callback-failed' | 'backend-unreachable' | 'session-ended';

export interface AuthHooks {
  /** The session ended while the page was open (refresh refused): show /timed-out/. */
  onSessionEnded: () => void;
}

/** Access tokens live 900 s; renew when less than 30 s are left, checked every 10 s. */
export const MIN_VALIDITY_SECONDS = 30;
export const REFRESH_CHECK_MS = 10_000;
const SCOPE = 'openid profile email';

/** The exact redirect URI registered for the client: the /logging/ page, /en-prefixed in English. */
export function loggingRedirectUri(origin: string, locale: Locale): string {
  return `${origin}${localizePath('/logging/', locale)}`;
}

function hasCallbackParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

export interface AuthController extends AuthActions {
  start: () => Promise<AuthStart>;
  startOutcome: () => AuthStart | undefined;
  /** The access token, renewed first when it is about to expire (for the API client). */
  getToken: () => Promise<string | undefined>;
  /** After a 401: force a renewal; false when the session is over. */
  refreshAfterUnauthorized: () => Promise<boolean>;
  /** Called by the API client when the session turned out to be over. */
  endSession: () => void;
  stop: () => void;
}

export function createAuthController(keycloak: KeycloakLike, hooks: AuthHooks): AuthController {
  let timer: ReturnType<typeof setInterval> | undefined;
  let outcome: AuthStart | undefined;
  let ended = false;

  const locale = (): Locale => localeFromPath(window.location.pathname);

  const publish = () => {
    if (!keycloak.token || !keycloak.refreshToken) return;
    saveTokens({ token: keycloak.token, refreshToken: keycloak.refreshToken, idToken: keycloak.idToken });
    sessionStore.getState().setAuthenticated(keycloak.token, keycloak.tokenParsed as TokenClaims);
  };

  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  const endSession = () => {
    if (ended) return;
    ended = true;
    stop();
    clearTokens();
    rememberReturnPath(currentPath());
    sessionStore.getState().setAnonymous();
    hooks.onSessionEnded();
  };

  /** keycloak-js clears its tokens only when the provider refuses the refresh (HTTP 400). */
  const refusedByProvider = () => !keycloak.refreshToken;

  const renew = async (minValidity: number): Promise<boolean> => {
    try {
      await keycloak.updateToken(minValidity);
      return true;
    } catch {
      if (refusedByProvider()) {
        endSession();
        return false;
      }
      // No answer (network, backend restarting): keep the session and try again on the next tick.
      return true;
    }
  };

  const startTimer = () => {
    stop();
    timer = setInterval(() => void renew(MIN_VALIDITY_SECONDS), REFRESH_CHECK_MS);
    keycloak.onTokenExpired = () => void renew(MIN_VALIDITY_SECONDS);
    keycloak.onAuthRefreshSuccess = publish;
  };

  const start = async (): Promise<AuthStart> => {
    const callback = hasCallbackParams(window.location.search);
    const stored = callback ? undefined : loadTokens();
    try {
      await keycloak.init({
        checkLoginIframe: false,
        pkceMethod: 'S256',
        responseMode: 'query',
        scope: SCOPE,
        redirectUri: loggingRedirectUri(window.location.origin, locale()),
        ...(stored ?? {}),
      });
    } catch {
      if (callback) outcome = 'callback-failed';
      else if (stored && keycloak.refreshToken) outcome = 'backend-unreachable';
      else outcome = stored ? 'session-ended' : 'anonymous';
      // Keep stored tokens when nothing answered: a reload once the backend is back resumes the session.
      if (outcome !== 'backend-unreachable') clearTokens();
      sessionStore.getState().setAnonymous();
      return outcome;
    }
    if (keycloak.authenticated && keycloak.token) {
      publish();
      startTimer();
      outcome = 'authenticated';
    } else {
      clearTokens();
      sessionStore.getState().setAnonymous();
      outcome = callback ? 'callback-failed' : 'anonymous';
    }
    return outcome;
  };

  const login = async (returnTo: string = currentPath()) => {
    rememberReturnPath(returnTo);
    const target = localeFromPath(returnTo);
    await keycloak.login({ redirectUri: loggingRedirectUri(window.location.origin, target), locale: target, scope: SCOPE });
  };

  const register = async () => {
    rememberReturnPath(currentPath());
    await keycloak.register({ redirectUri: loggingRedirectUri(window.location.origin, locale()), locale: locale() });
  };

  const logout = async () => {
    stop();
    clearTokens();
    await keycloak.logout({ redirectUri: `${window.location.origin}${localizePath('/', locale())}` });
  };

  const getToken = async (): Promise<string | undefined> => {
    if (!keycloak.authenticated || !keycloak.refreshToken) return undefined;
    await renew(MIN_VALIDITY_SECONDS);
    return keycloak.authenticated ? keycloak.token : undefined;
  };

  const refreshAfterUnauthorized = async (): Promise<boolean> => {
    if (!keycloak.refreshToken) return false;
    return renew(-1);
  };

  return { start, startOutcome: () => outcome, login, logout, register, getToken, refreshAfterUnauthorized, endSession, stop };
}

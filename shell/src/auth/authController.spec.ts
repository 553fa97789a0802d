import { sessionStore } from '@nebo/shared-ui';
import { createAuthController, loggingRedirectUri, type KeycloakLike } from './authController';
import { loadTokens, saveTokens, TOKEN_STORAGE_KEY } from './tokenStorage';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode(claims)}.sig`;
}

const future = Math.floor(Date.now() / 1000) + 3600;

/** A stand-in for keycloak-js with the behaviour the controller relies on. */
function fakeKeycloak(overrides: Partial<KeycloakLike> = {}): KeycloakLike & { refreshFails?: 'refused' | 'network' } {
  const kc: KeycloakLike & { refreshFails?: 'refused' | 'network' } = {
    authenticated: false,
    token: undefined,
    refreshToken: undefined,
    idToken: undefined,
    tokenParsed: undefined,
    init: jest.fn(async (options: { token?: string; refreshToken?: string }) => {
      if (options.token && options.refreshToken) {
        kc.token = options.token;
        kc.refreshToken = options.refreshToken;
        kc.tokenParsed = { sub: 'u1' };
        kc.authenticated = true;
      }
      return kc.authenticated ?? false;
    }) as unknown as KeycloakLike['init'],
    login: jest.fn(async () => undefined),
    logout: jest.fn(async () => undefined),
    register: jest.fn(async () => undefined),
    updateToken: jest.fn(async () => {
      if (kc.refreshFails === 'refused') {
        kc.token = undefined;
        kc.refreshToken = undefined;
        kc.authenticated = false;
        throw new Error('refused');
      }
      if (kc.refreshFails === 'network') throw new TypeError('Failed to fetch');
      return true;
    }),
    ...overrides,
  };
  return kc;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  sessionStore.getState().setAnonymous();
});

describe('auth controller', () => {
  it('uses the exact /logging/ redirect URI, /en-prefixed in English', () => {
    expect(loggingRedirectUri('http://localhost:8080', 'ru')).toBe('http://localhost:8080/logging/');
    expect(loggingRedirectUri('http://localhost:8080', 'en')).toBe('http://localhost:8080/en/logging/');
  });

  it('starts keycloak-js with PKCE S256, no login iframe and the locale redirect URI', async () => {
    window.history.replaceState(null, '', '/en/drones/');
    const kc = fakeKeycloak();
    await expect(createAuthController(kc, { onSessionEnded: jest.fn() }).start()).resolves.toBe('anonymous');
    expect(kc.init).toHaveBeenCalledWith(
      expect.objectContaining({
        checkLoginIframe: false,
        pkceMethod: 'S256',
        redirectUri: 'http://localhost/en/logging/',
        scope: 'openid profile email',
      }),
    );
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('resumes a stored session of this tab and publishes it to the session store', async () => {
    saveTokens({ token: 'access', refreshToken: jwt({ exp: future }) });
    const kc = fakeKeycloak();
    const auth = createAuthController(kc, { onSessionEnded: jest.fn() });
    await expect(auth.start()).resolves.toBe('authenticated');
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(sessionStore.getState().token).toBe('access');
    auth.stop();
  });

  it('drops a stored session whose refresh token has expired without asking the provider', () => {
    saveTokens({ token: 'access', refreshToken: jwt({ exp: 1000 }) });
    expect(loadTokens()).toBeUndefined();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('remembers where the user was and signs in with ui_locales of the page', async () => {
    const kc = fakeKeycloak();
    const auth = createAuthController(kc, { onSessionEnded: jest.fn() });
    await auth.login('/en/profile/personal-info/');
    expect(kc.login).toHaveBeenCalledWith(expect.objectContaining({ redirectUri: 'http://localhost/en/logging/', locale: 'en' }));
    expect(window.sessionStorage.getItem('nebo.auth.returnTo')).toBe('/en/profile/personal-info/');
  });

  it('ends the session and reports it when the provider refuses the refresh', async () => {
    saveTokens({ token: 'access', refreshToken: jwt({ exp: future }) });
    const kc = fakeKeycloak();
    const onSessionEnded = jest.fn();
    const auth = createAuthController(kc, { onSessionEnded });
    await auth.start();
    kc.refreshFails = 'refused';
    await expect(auth.getToken()).resolves.toBeUndefined();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session when the refresh only failed for lack of an answer', async () => {
    saveTokens({ token: 'access', refreshToken: jwt({ exp: future }) });
    const kc = fakeKeycloak();
    const onSessionEnded = jest.fn();
    const auth = createAuthController(kc, { onSessionEnded });
    await auth.start();
    kc.refreshFails = 'network';
    await expect(auth.getToken()).resolves.toBe('access');
    await expect(auth.refreshAfterUnauthorized()).resolves.toBe(true);
    expect(onSessionEnded).not.toHaveBeenCalled();
    auth.stop();
  });

  it('reports an unreachable backend when a stored session cannot be renewed at start', async () => {
    saveTokens({ token: 'access', refreshToken: jwt({ exp: future }) });
    const kc = fakeKeycloak();
    kc.init = jest.fn(async (options: { token?: string; refreshToken?: string }) => {
      kc.token = options.token;
      kc.refreshToken = options.refreshToken;
      throw new TypeError('Failed to fetch');
    }) as unknown as KeycloakLike['init'];
    await expect(createAuthController(kc, { onSessionEnded: jest.fn() }).start()).resolves.toBe('backend-unreachable');
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('tells a failed return from the provider apart', async () => {
    window.history.replaceState(null, '', '/logging/?state=abc&error=access_denied');
    const kc = fakeKeycloak({ init: jest.fn(async () => Promise.reject(new Error('access_denied'))) as unknown as KeycloakLike['init'] });
    await expect(createAuthController(kc, { onSessionEnded: jest.fn() }).start()).resolves.toBe('callback-failed');
  });
});

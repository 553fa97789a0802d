import { createHash, randomBytes } from 'node:crypto';
import type { BrowserSession } from './browser-session';

export const PORTAL_ORIGIN = 'http://localhost:8080';
export const PORTAL_REDIRECT_URI = `${PORTAL_ORIGIN}/logging/`;

export interface AuthorizationRequest {
  query: URLSearchParams;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Builds an authorization request as keycloak-js does (PKCE S256, fragment response mode, nonce). */
export function authorizationRequest(options: { locale?: string; redirectUri?: string; prompt?: string } = {}): AuthorizationRequest {
  const codeVerifier = randomBytes(48).toString('base64url');
  const state = randomBytes(16).toString('hex');
  const nonce = randomBytes(16).toString('hex');
  const query = new URLSearchParams({
    client_id: 'nebo-portal',
    redirect_uri: options.redirectUri ?? PORTAL_REDIRECT_URI,
    state,
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid profile email',
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  if (options.locale) query.set('ui_locales', options.locale);
  if (options.prompt) query.set('prompt', options.prompt);
  return { query, state, nonce, codeVerifier };
}

/** The form action of the first form on an HTML page. */
export function formAction(page: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(page);
  if (!match) throw new Error(`No form on the page:\n${page}`);
  return match[1].replace(/&amp;/g, '&');
}

/** Fields of the response the browser is sent back to the shell with (fragment response mode). */
export function callbackParams(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
  token_type: string;
  scope: string;
}

export async function exchangeCode(
  browser: BrowserSession,
  tokenPath: string,
  code: string,
  request: AuthorizationRequest,
): Promise<Response> {
  return browser.postForm(
    tokenPath,
    {
      grant_type: 'authorization_code',
      code,
      client_id: 'nebo-portal',
      redirect_uri: request.query.get('redirect_uri') ?? PORTAL_REDIRECT_URI,
      code_verifier: request.codeVerifier,
    },
    { origin: PORTAL_ORIGIN },
  );
}

export async function refresh(browser: BrowserSession, tokenPath: string, refreshToken: string): Promise<Response> {
  return browser.postForm(
    tokenPath,
    { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'nebo-portal' },
    { origin: PORTAL_ORIGIN },
  );
}

/** Decodes a JWT's payload without verifying it, as keycloak-js does with every token it receives. */
export function decodePayload(jwt: string): Record<string, unknown> {
  const [, payload] = jwt.split('.');
  if (!payload) throw new Error(`Not a JWT: ${jwt}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

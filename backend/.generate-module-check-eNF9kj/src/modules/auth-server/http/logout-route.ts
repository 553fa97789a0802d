import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Provider, RefreshToken, Session } from 'oidc-provider';
import { PROTOCOL_PATH, REALM_PATH } from '../auth-server.constants';
import type { AccessTokenCutoff } from '../auth-server.deps';
import type { sessionCookieOptions } from '../oidc/create-provider';
import type { PostgresOidcStore } from '../oidc/postgres-adapter';
import { pickLocale, type Locale } from '../views/messages';
import { renderErrorPage, renderLogoutConfirmPage, renderSignedOutPage } from '../views/notice-page';
import { sendHtml } from './send-html';

/**
 * Keycloak's `/protocol/openid-connect/logout`, in both forms Nebo's clients use:
 *  - keycloak-js: GET (or POST) with `client_id`, `post_logout_redirect_uri`, `id_token_hint`;
 *  - the spec's shell: a form POST with `client_id`, `redirect_uri`, `refresh_token`.
 * A request that proves who is signing out (a valid ID token hint or refresh token) ends the session at
 * once: the refresh token's grant is revoked, its session and the browser's session are destroyed. A
 * request that proves nothing only ends the browser's session after the person confirms, so another site
 * cannot sign people out with a link. Then the browser returns to the given URI when it is a trusted one.
 * Whoever's session or refresh token ended also gets a cut-off at the API: the access tokens they hold
 * stop working at once instead of living out their 900 s.
 */

interface LogoutDeps {
  provider: Provider;
  store: PostgresOidcStore;
  /** Options the session cookie was set with (signed, SameSite…); needed to read and clear it. */
  sessionCookieOptions: ReturnType<typeof sessionCookieOptions>;
  /** Secret for the confirmation form's CSRF token. */
  csrfKey: string;
  tokenCutoff: AccessTokenCutoff;
}

const LOGOUT_ACTION = `${REALM_PATH}${PROTOCOL_PATH}/logout`;
const PARAM_NAMES = [
  'client_id',
  'post_logout_redirect_uri',
  'redirect_uri',
  'id_token_hint',
  'refresh_token',
  'state',
  'ui_locales',
  'confirm',
] as const;
type LogoutParams = Partial<Record<(typeof PARAM_NAMES)[number], string>>;

class LogoutRejected extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

function readParams(req: Request): LogoutParams {
  const source = (req.method === 'POST' ? req.body : req.query) as Record<string, unknown> | undefined;
  const params: LogoutParams = {};
  for (const name of PARAM_NAMES) {
    const value = source?.[name];
    if (typeof value === 'string' && value !== '') params[name] = value;
    // A repeated parameter is ambiguous (which redirect wins?): refuse rather than guess.
    else if (Array.isArray(value)) throw new LogoutRejected('invalid_request', `parameter ${name} must not repeat`);
  }
  return params;
}

export function logoutHandler({ provider, store, sessionCookieOptions, csrfKey, tokenCutoff }: LogoutDeps) {
  const csrfToken = (session: Session) => createHmac('sha256', csrfKey).update(`logout:${session.jti}`).digest('base64url');

  async function verifyHint(hint: string, clientIdParam: string | undefined) {
    const audience = unverifiedAudience(hint);
    if (!audience || (clientIdParam && clientIdParam !== audience)) {
      throw new LogoutRejected('invalid_request', 'id_token_hint does not belong to this client');
    }
    const client = await provider.Client.find(audience);
    if (!client) throw new LogoutRejected('invalid_client', 'unknown client');
    try {
      // Verifies signature, issuer and audience; expiry is ignored, as an old ID token still names its session.
      const { payload } = await provider.IdToken.validate(hint, client);
      return { clientId: audience, subject: String(payload.sub) };
    } catch {
      throw new LogoutRejected('invalid_request', 'id_token_hint could not be validated');
    }
  }

  /** Ends the session and its grants; answers whose it was. */
  async function endSession(session: Session | undefined): Promise<string | undefined> {
    if (!session) return undefined;
    const grantIds = Object.values(session.authorizations ?? {})
      .map((authorization) => authorization.grantId)
      .filter((grantId): grantId is string => typeof grantId === 'string');
    await Promise.all(grantIds.map((grantId) => store.revokeGrant(grantId)));
    await session.destroy();
    return session.accountId;
  }

  /** Ends the refresh token's grant and session; answers whose they were. */
  async function endRefreshToken(refreshToken: RefreshToken): Promise<string | undefined> {
    if (refreshToken.grantId) await store.revokeGrant(refreshToken.grantId);
    const session = refreshToken.sessionUid ? await provider.Session.findByUid(refreshToken.sessionUid) : undefined;
    await endSession(session);
    return refreshToken.accountId;
  }

  async function handle(req: Request, res: Response, locale: Locale): Promise<void> {
    const params = readParams(req);
    const hint = params.id_token_hint ? await verifyHint(params.id_token_hint, params.client_id) : undefined;
    const clientId = hint?.clientId ?? params.client_id;
    const client = clientId ? await provider.Client.find(clientId) : undefined;
    if (clientId && !client) throw new LogoutRejected('invalid_client', 'unknown client');

    const returnTo = params.post_logout_redirect_uri ?? params.redirect_uri;
    if (returnTo && !client?.postLogoutRedirectUriAllowed(returnTo)) {
      throw new LogoutRejected('invalid_request', 'post_logout_redirect_uri not registered');
    }

    let refreshToken: RefreshToken | undefined;
    if (params.refresh_token) {
      refreshToken = await provider.RefreshToken.find(params.refresh_token, { ignoreExpiration: true });
      if (refreshToken && client && refreshToken.clientId !== client.clientId) {
        throw new LogoutRejected('invalid_grant', 'refresh token was issued to another client');
      }
    }

    const cookies = provider.createContext(req, res).cookies;
    const cookieName = provider.cookieName('session');
    const sessionId = cookies.get(cookieName, sessionCookieOptions);
    const browserSession = sessionId ? await provider.Session.find(sessionId) : undefined;
    const signedInHere = browserSession?.accountId ? browserSession : undefined;
    const provenSubject = hint?.subject ?? refreshToken?.accountId;
    const confirmed = !!signedInHere && !!params.confirm && sameToken(params.confirm, csrfToken(signedInHere));

    if (signedInHere && !provenSubject && !confirmed) {
      const { confirm: _ignored, ...carried } = params;
      sendHtml(
        res,
        200,
        renderLogoutConfirmPage({
          locale,
          action: LOGOUT_ACTION,
          fields: { ...(carried as Record<string, string>), confirm: csrfToken(signedInHere) },
        }),
      );
      return;
    }

    const signedOut = new Set<string | undefined>();
    if (refreshToken) signedOut.add(await endRefreshToken(refreshToken));
    // The browser's own session ends when the request speaks for the same person (or was confirmed).
    if (signedInHere && (confirmed || signedInHere.accountId === provenSubject)) {
      signedOut.add(await endSession(signedInHere));
      cookies.set(cookieName, null, sessionCookieOptions);
    }
    // Only people whose session really ended: an ID token hint alone proves too little to cut anyone off.
    for (const subject of signedOut) if (subject) await tokenCutoff.cutOff(subject);

    if (returnTo) {
      const target = new URL(returnTo);
      if (params.state) target.searchParams.set('state', params.state);
      res.set('Cache-Control', 'no-store').redirect(303, target.href);
      return;
    }
    sendHtml(res, 200, renderSignedOutPage(locale));
  }

  return async (req: Request, res: Response): Promise<void> => {
    const source = (req.method === 'POST' ? req.body : req.query) as Record<string, unknown> | undefined;
    const locale = pickLocale(source?.ui_locales);
    try {
      await handle(req, res, locale);
    } catch (error) {
      if (!(error instanceof LogoutRejected)) throw error;
      sendHtml(res, 400, renderErrorPage(locale, error.code, error.description));
    }
  };
}

function unverifiedAudience(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { aud?: unknown };
    const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    return typeof aud === 'string' ? aud : undefined;
  } catch {
    return undefined;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

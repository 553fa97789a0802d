import { Router, urlencoded, type NextFunction, type Request, type Response } from 'express';
import type { Provider } from 'oidc-provider';
import type { AccountService } from '../accounts/account-service';
import type { PasswordChangeActions } from '../actions/password-change';
import { PROTOCOL_PATH } from '../auth-server.constants';
import type { AccessTokenCutoff, AuthServerLogger } from '../auth-server.deps';
import type { PrivateSigningJwk } from '../keys/provider-secrets';
import type { sessionCookieOptions } from '../oidc/create-provider';
import type { PostgresOidcStore } from '../oidc/postgres-adapter';
import type { TrustedOrigins } from '../oidc/trusted-origins';
import type { SignInThrottle } from '../sign-in/sign-in-throttle';
import { STYLESHEET_PATH } from '../views/layout';
import { pickLocale } from '../views/messages';
import { renderErrorPage } from '../views/notice-page';
import { STYLESHEET, STYLESHEET_VERSION } from '../views/stylesheet';
import { corsForTrustedOrigins } from './cors';
import { FormProtection } from './form-protection';
import { forwardedRequests } from './forwarded-request';
import { interactionRoutes } from './interaction-routes';
import { logoutHandler } from './logout-route';
import { passwordChangeRoutes } from './password-change-routes';
import { registrationRedirect } from './registration-route';
import { sendHtml } from './send-html';
import { userinfoHandler } from './userinfo-route';

export interface AuthRouterDeps {
  issuer: string;
  provider: Provider;
  accounts: AccountService;
  passwordChanges: PasswordChangeActions;
  store: PostgresOidcStore;
  trustedOrigins: TrustedOrigins;
  signingKeys: PrivateSigningJwk[];
  sessionCookieOptions: ReturnType<typeof sessionCookieOptions>;
  csrfKey: string;
  throttle: SignInThrottle;
  tokenCutoff: AccessTokenCutoff;
  logger: AuthServerLogger;
}

/**
 * Everything under the realm path: who the client is (trusted proxies) and CORS first, then the routes
 * Nebo serves itself (pages, logout, userinfo, registrations, the stylesheet), and oidc-provider for the
 * rest (discovery, auth, token, certs). Only this router's own form routes parse bodies; oidc-provider reads the raw stream of
 * its endpoints itself, which is why the backend mounts this before any body parser.
 */
export function authRouter(deps: AuthRouterDeps): Router {
  const router = Router();
  const parseLogoutForm = urlencoded({ extended: false, limit: '64kb', parameterLimit: 20 });

  router.use(forwardedRequests(new URL(deps.issuer).protocol === 'https:'));
  router.use(corsForTrustedOrigins(deps.trustedOrigins));

  router.get(STYLESHEET_PATH, (req, res) => {
    const versioned = req.query.v === STYLESHEET_VERSION;
    res
      .set('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      .set('X-Content-Type-Options', 'nosniff')
      .type('css')
      .send(STYLESHEET);
  });

  router.use(
    interactionRoutes({
      provider: deps.provider,
      accounts: deps.accounts,
      throttle: deps.throttle,
      forms: new FormProtection(deps.issuer, deps.csrfKey),
    }),
  );
  router.use(passwordChangeRoutes(deps.passwordChanges));

  const logout = logoutHandler(deps);
  router.get(`${PROTOCOL_PATH}/logout`, logout);
  router.post(`${PROTOCOL_PATH}/logout`, parseLogoutForm, logout);

  const userinfo = userinfoHandler(deps);
  router.get(`${PROTOCOL_PATH}/userinfo`, userinfo);
  router.post(`${PROTOCOL_PATH}/userinfo`, userinfo);

  router.get(`${PROTOCOL_PATH}/registrations`, registrationRedirect);

  const providerCallback = deps.provider.callback();
  router.use((req: Request, res: Response) => providerCallback(req, res));

  // Failures of Nebo's own routes: logged with their stack, shown as a calm page without internals.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const err = error instanceof Error ? error : new Error(String(error));
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      sendHtml(res, status, renderErrorPage(pickLocale(req.query.lang), 'invalid_request'));
      return;
    }
    deps.logger.error(`Auth server request ${req.method} ${req.originalUrl.split('?')[0]} failed: ${err.message}`, err.stack);
    sendHtml(res, 500, renderErrorPage(pickLocale(req.query.lang), 'server_error'));
  });

  return router;
}

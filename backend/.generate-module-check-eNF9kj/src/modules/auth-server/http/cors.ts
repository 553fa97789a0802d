import type { NextFunction, Request, Response } from 'express';
import { PROTOCOL_PATH } from '../auth-server.constants';
import type { TrustedOrigins } from '../oidc/trusted-origins';

/**
 * Endpoints that answer with a person's data on a bearer token: credentialed CORS only for the origins
 * CORS_ORIGINS lists, never for "any localhost port" (which loopback set-ups trust for signing in).
 */
const LISTED_ORIGINS_ONLY = new Set([`${PROTOCOL_PATH}/userinfo`]);

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * CORS with credentials for the shell origins. keycloak-js sends its token requests with
 * `credentials: 'include'`, and oidc-provider's own CORS never allows credentials, so this answers for
 * trusted origins first; oidc-provider leaves the response alone once an Access-Control-* header is set.
 * Requests from other origins fall through to oidc-provider's defaults (open for discovery and certs,
 * refused for the token endpoint). The token endpoint keeps the loopback rule of TrustedOrigins: it is
 * how a shell on another localhost port signs in, and it answers nothing on cookies, only on the code
 * with its PKCE verifier or the refresh token the caller sends.
 */
export function corsForTrustedOrigins(trustedOrigins: TrustedOrigins) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    res.vary('Origin');
    // The backend may have answered CORS for the whole app already (Nest's enableCors); keep its answer.
    const allowed = LISTED_ORIGINS_ONLY.has(req.path) ? trustedOrigins.isListed(origin) : trustedOrigins.isTrusted(origin);
    if (!origin || res.getHeader('Access-Control-Allow-Origin') || !allowed) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      const requestedHeaders = req.headers['access-control-request-headers'];
      if (requestedHeaders) res.setHeader('Access-Control-Allow-Headers', requestedHeaders);
      res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
      res.status(204).end();
      return;
    }
    next();
  };
}

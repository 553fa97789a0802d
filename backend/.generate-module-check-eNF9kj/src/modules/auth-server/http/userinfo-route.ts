import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Request, Response } from 'express';
import type { AccountService } from '../accounts/account-service';
import { API_AUDIENCE } from '../auth-server.constants';
import type { PrivateSigningJwk } from '../keys/provider-secrets';
import { claimsForScopes } from '../oidc/account-claims';

interface UserinfoDeps {
  issuer: string;
  signingKeys: PrivateSigningJwk[];
  accounts: AccountService;
}

/**
 * Keycloak's `/protocol/openid-connect/userinfo`, served here rather than by oidc-provider because
 * oidc-provider only accepts access tokens minted for its own userinfo endpoint, and every Nebo access
 * token is minted for the API (`aud: nebo-api`), as Keycloak's are. The token is checked like the backend
 * checks it (signature, issuer, audience, expiry); the claims released follow its scopes.
 */
export function userinfoHandler({ issuer, signingKeys, accounts }: UserinfoDeps) {
  const keySet = createLocalJWKSet({
    keys: signingKeys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e })),
  });

  return async (req: Request, res: Response): Promise<void> => {
    res.set('Cache-Control', 'no-store');
    const token = bearerToken(req);
    if (!token) {
      reject(res, 'invalid_request', 'no access token provided', 400);
      return;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keySet, { issuer, audience: API_AUDIENCE, algorithms: ['RS256'] }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        reject(res, 'invalid_token', 'invalid or expired access token');
        return;
      }
      throw error;
    }
    const account = payload.sub ? await accounts.findActive(payload.sub) : undefined;
    if (!account) {
      reject(res, 'invalid_token', 'the account behind this token is not active');
      return;
    }
    const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
    if (!scopes.has('openid')) {
      reject(res, 'insufficient_scope', 'access token missing openid scope', 403);
      return;
    }
    res.json(claimsForScopes(account, scopes));
  };
}

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

function reject(res: Response, error: string, description: string, status = 401): void {
  res
    .status(status)
    .set('WWW-Authenticate', `Bearer realm="nebo", error="${error}", error_description="${description}"`)
    .json({ error, error_description: description });
}

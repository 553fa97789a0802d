import { Inject, Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { PORTAL_CLIENT_ID } from '../../auth-server';
import { invalidLogoutToken, tokenIssuerUnavailable } from '../identity.exceptions';
import { jwksUrl } from './jwks-access-token-verifier';

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** A logout token is sent the moment the session ends; an old one is a replay. */
const MAX_AGE = '10m';

/**
 * Checks a logout token as OIDC Back-Channel Logout 1.0 §2.6 says: signed by the issuer's key, `iss` the
 * issuer, `aud` the portal client (whose sessions the provider reports), the back-channel logout event,
 * no `nonce` (which would make it an ID token), a type that says logout (header `logout+jwt`, or Keycloak's
 * `typ: Logout` claim), recent, and naming the person (`sub`).
 */
@Injectable()
export class LogoutTokenVerifier {
  private readonly logger = new Logger(LogoutTokenVerifier.name);
  private readonly keySet: ReturnType<typeof createRemoteJWKSet>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.keySet = createRemoteJWKSet(jwksUrl(config.auth.issuer), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  }

  /** The subject whose sessions ended; 400 for anything that is not a valid logout token. */
  async subjectOf(token: string): Promise<string> {
    let payload: JWTPayload;
    let type: string | undefined;
    try {
      const verified = await jwtVerify(token, this.keySet, {
        issuer: this.config.auth.issuer,
        audience: PORTAL_CLIENT_ID,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'],
        requiredClaims: ['iat', 'jti', 'sub'],
        maxTokenAge: MAX_AGE,
        clockTolerance: 5,
      });
      payload = verified.payload;
      type = verified.protectedHeader.typ?.toLowerCase();
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        this.logger.error(`Cannot verify logout tokens: ${error instanceof Error ? error.message : String(error)}`);
        throw tokenIssuerUnavailable();
      }
      throw invalidLogoutToken();
    }
    const events = payload.events;
    const isLogout = type === 'logout+jwt' || (typeof payload.typ === 'string' && payload.typ.toLowerCase() === 'logout');
    if (!isLogout || 'nonce' in payload || typeof events !== 'object' || events === null || !(BACKCHANNEL_LOGOUT_EVENT in events)) {
      throw invalidLogoutToken();
    }
    return payload.sub!;
  }
}

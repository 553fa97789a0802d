import { Inject, Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AccessTokenVerifier } from '../../../common/auth/access-token-verifier';
import { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { TtlLruCache } from '../../../common/auth/ttl-lru-cache';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import {
  accessTokenExpired,
  accessTokenRevoked,
  invalidAccessToken,
  isIdentityFailure,
  notAnAccessToken,
  tokenIssuerUnavailable,
} from '../identity.exceptions';
import { AccessTokenCutoffs } from './access-token-cutoffs';
import { isAccessToken } from './access-token-type';
import { principalFromClaims } from './principal-from-claims';

/** Asymmetric algorithms only: a symmetric (HS*) token could be forged by anyone who knows the secret. */
const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];

/**
 * Verified tokens are remembered for a minute at most (never beyond their `exp`): the same token comes with
 * every call of a page, and checking its RSA signature each time was the largest single cost of a small
 * authenticated request. A minute adds no meaningful staleness: jose itself keeps the key set for ten
 * minutes, so a key withdrawn at the issuer already goes on verifying for longer than that. 5,000 tokens of
 * about 1 KB bound the memory; only tokens that passed verification are stored, so junk cannot evict them.
 * What is remembered is the signature's verdict only: the person's cut-off (sign-out, disabled account) is
 * checked on every call, so a remembered token never outlives one.
 */
const VERIFIED_TOKENS = { maxEntries: 5_000, ttlMs: 60_000 };

/** The issuer's key set at its Keycloak-compatible path (the same for Keycloak and the embedded provider). */
export function jwksUrl(issuer: string): URL {
  return new URL(`${issuer}/protocol/openid-connect/certs`);
}

interface VerifiedToken {
  principal: AuthenticatedPrincipal;
  /** `iat`, seconds since the epoch: compared with the person's cut-off on every call. */
  issuedAt: number;
}

/**
 * Verifies access tokens against the issuer's JWKS (fetched on first use and cached by jose, refetched
 * when a token names an unknown key id, e.g. after key rotation). Accepts only a token whose `iss` equals
 * AUTH_ISSUER, whose `aud` includes AUTH_AUDIENCE (`nebo-api`), that is an access token (not an ID token
 * or any other JWT of the issuer: access-token-type.ts), that is not expired, and that was issued after its
 * subject's last cut-off (access-token-cutoffs.ts).
 */
@Injectable()
export class JwksAccessTokenVerifier implements AccessTokenVerifier {
  private readonly logger = new Logger(JwksAccessTokenVerifier.name);
  private readonly keySet: ReturnType<typeof createRemoteJWKSet>;
  private readonly verified = new TtlLruCache<string, VerifiedToken>(VERIFIED_TOKENS);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AccessTokenCutoffs) private readonly cutoffs: Pick<AccessTokenCutoffs, 'isCutOff'>,
  ) {
    this.keySet = createRemoteJWKSet(jwksUrl(config.auth.issuer), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  }

  async verify(token: string): Promise<AuthenticatedPrincipal> {
    const { principal, issuedAt } = this.verified.get(token) ?? (await this.verifySignature(token));
    // Outside the signature's try: a database failure here is not a verdict on the token.
    if (await this.cutoffs.isCutOff(principal.subject, issuedAt)) {
      throw accessTokenRevoked();
    }
    return principal;
  }

  private async verifySignature(token: string): Promise<VerifiedToken> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, this.keySet, {
        issuer: this.config.auth.issuer,
        audience: this.config.auth.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        requiredClaims: ['exp', 'iat', 'sub'],
        // Small allowance for clock drift between the issuer and this instance.
        clockTolerance: 5,
      });
      if (!isAccessToken(protectedHeader, payload)) throw notAnAccessToken();
      const principal = principalFromClaims(payload);
      // Frozen: one principal object now serves every request that presents the same token.
      Object.freeze(principal.roles);
      Object.freeze(principal);
      const verified = Object.freeze({ principal, issuedAt: payload.iat! });
      // `exp` is a required claim, so a cached token leaves the cache when it expires at the latest.
      this.verified.set(token, verified, payload.exp! * 1000);
      return verified;
    } catch (error) {
      throw this.translate(error);
    }
  }

  private translate(error: unknown): Error {
    if (isIdentityFailure(error)) return error;
    if (error instanceof errors.JWTExpired) return accessTokenExpired();
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
      // Not a verdict on the token: the key set could not be fetched (network failure, issuer down).
      this.logger.error(`Cannot verify access tokens: ${error instanceof Error ? error.message : String(error)}`);
      return tokenIssuerUnavailable();
    }
    return invalidAccessToken();
  }
}

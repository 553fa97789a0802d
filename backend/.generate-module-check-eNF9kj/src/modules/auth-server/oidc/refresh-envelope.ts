import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * Why an envelope: keycloak-js decodes the refresh token as a JWT (it reads `exp` from it and throws on
 * anything else), while oidc-provider's refresh tokens are opaque random strings. So every refresh token
 * handed out is wrapped in a small HS256-signed JWT shaped like Keycloak's (`typ: "Refresh"`, `exp`, …)
 * that carries the opaque value in `rt`; whatever comes back (the token endpoint's refresh grant, logout)
 * is unwrapped before oidc-provider looks the token up. The signature keeps the envelope's claims honest; the
 * opaque value inside stays the real secret, checked against the database as before.
 */

const ENVELOPE_ALG = 'HS256';
const ENVELOPE_TYP = 'Refresh';
/** Seconds of clock skew tolerated between instances. */
const CLOCK_TOLERANCE = 15;

export interface RefreshEnvelopeClaims {
  /** The opaque oidc-provider refresh token. */
  rt: string;
  sub: string;
  azp: string;
  scope?: string;
  sid?: string;
  exp: number;
}

export class RefreshEnvelope {
  private readonly key: Uint8Array;

  constructor(
    private readonly issuer: string,
    key: string,
  ) {
    this.key = Buffer.from(key, 'base64url');
  }

  wrap(claims: RefreshEnvelopeClaims): Promise<string> {
    const { rt, sub, azp, scope, sid, exp } = claims;
    return (
      new SignJWT({ typ: ENVELOPE_TYP, azp, scope, sid, rt })
        .setProtectedHeader({ alg: ENVELOPE_ALG, typ: 'JWT' })
        .setIssuer(this.issuer)
        // Keycloak's refresh tokens name the realm as their audience: they are only ever sent back to it.
        .setAudience(this.issuer)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(this.key)
    );
  }

  /**
   * The opaque token inside `value`. A value that is not a JWT is returned as is (an opaque token sent
   * directly); an envelope that fails verification or has expired yields undefined, which every caller
   * treats as "token not found".
   */
  async unwrap(value: string): Promise<string | undefined> {
    if (value.split('.').length !== 3) {
      return value;
    }
    try {
      const { payload } = await jwtVerify(value, this.key, {
        algorithms: [ENVELOPE_ALG],
        issuer: this.issuer,
        audience: this.issuer,
        clockTolerance: CLOCK_TOLERANCE,
      });
      return payload.typ === ENVELOPE_TYP && typeof payload.rt === 'string' ? payload.rt : undefined;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}

/**
 * Decorates the RefreshToken adapter so that `find` accepts an envelope as well as the opaque value.
 * Every lookup of a refresh token by its value (the refresh grant, logout) goes through `find`, so this
 * one seam covers them; every other operation already receives the opaque id from oidc-provider itself.
 * (The revocation endpoint is off: it refuses JWT-shaped tokens before any lookup, and logout revokes.)
 */
export function envelopeAwareAdapter(inner: Adapter, envelope: RefreshEnvelope): Adapter {
  return {
    async find(id: string): Promise<AdapterPayload | undefined | void> {
      const opaque = await envelope.unwrap(id);
      return opaque === undefined ? undefined : inner.find(opaque);
    },
    upsert: (id, payload, expiresIn) => inner.upsert(id, payload, expiresIn),
    findByUid: (uid) => inner.findByUid(uid),
    findByUserCode: (userCode) => inner.findByUserCode(userCode),
    consume: (id) => inner.consume(id),
    destroy: (id) => inner.destroy(id),
    revokeByGrantId: (grantId) => inner.revokeByGrantId(grantId),
  };
}

import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload, type KeyLike } from 'jose';
import { DEMO_IDENTITIES, DemoIdentity, DemoRole } from './demo-identities';

const JWKS_PATH = '/realms/nebo/protocol/openid-connect/certs';

export interface SignOptions {
  /** Seconds until expiry; negative for an already expired token. Default 900 like the real provider. */
  expiresInSeconds?: number;
  issuer?: string;
  /** Sign with a key the JWKS does not publish (under the published key id): a forged signature. */
  forged?: boolean;
  /** `iat` in seconds since the epoch; now by default. Expiry counts from it. */
  issuedAt?: number;
  /**
   * The JOSE header's `typ`: `at+jwt` by default, as the embedded provider marks access tokens (RFC 9068);
   * `JWT` as Keycloak marks every token; null for none, as oidc-provider signs ID tokens.
   */
  headerType?: string | null;
}

/** The audience and client of docs/contracts.md. */
const API_AUDIENCE = 'nebo-api';
const PORTAL_CLIENT_ID = 'nebo-portal';

/**
 * A stand-in for the identity provider in backend tests: publishes an RSA public key at the
 * Keycloak-compatible JWKS path on an ephemeral port and signs tokens shaped like the embedded provider's
 * (docs/contracts.md: header `typ: at+jwt`, claims `typ: Bearer`, `aud: nebo-api`, `azp`, `client_id`, the
 * profile and roles), so backend tests do not depend on the embedded provider.
 */
export class TestTokenIssuer {
  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    private readonly keyId: string,
    private readonly privateKey: KeyLike,
    private readonly foreignKey: KeyLike,
  ) {}

  static async start(): Promise<TestTokenIssuer> {
    const keyId = randomUUID();
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const { privateKey: foreignKey } = await generateKeyPair('RS256');
    const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: keyId, alg: 'RS256', use: 'sig' }] });
    const server = createServer((req, res) => {
      if (req.method === 'GET' && req.url === JWKS_PATH) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new TestTokenIssuer(server, `http://127.0.0.1:${port}/realms/nebo`, keyId, privateKey, foreignKey);
  }

  /** A token for one of the demo accounts. */
  tokenFor(role: DemoRole, options: SignOptions = {}): Promise<string> {
    return this.tokenForIdentity(DEMO_IDENTITIES[role], options);
  }

  tokenForIdentity(identity: DemoIdentity, options: SignOptions = {}): Promise<string> {
    return this.sign(
      {
        sub: identity.sub,
        typ: 'Bearer',
        azp: PORTAL_CLIENT_ID,
        client_id: PORTAL_CLIENT_ID,
        aud: API_AUDIENCE,
        scope: 'openid profile email',
        preferred_username: identity.login,
        email: identity.login,
        given_name: identity.givenName,
        family_name: identity.familyName,
        name: `${identity.givenName} ${identity.familyName}`,
        locale: 'ru',
        realm_access: { roles: identity.roles },
      },
      options,
    );
  }

  /**
   * An ID token of a demo account as the embedded provider signs one: for the portal client (`aud:
   * nebo-portal`), with `nonce`, `at_hash`, the profile claims, no `typ` claim and no header `typ`.
   */
  idTokenFor(role: DemoRole, options: SignOptions = {}): Promise<string> {
    const identity = DEMO_IDENTITIES[role];
    return this.sign(
      {
        sub: identity.sub,
        aud: PORTAL_CLIENT_ID,
        azp: PORTAL_CLIENT_ID,
        nonce: randomUUID(),
        at_hash: 'x1Ba9eIZb3iIuf5vG6BwOA',
        preferred_username: identity.login,
        email: identity.login,
        given_name: identity.givenName,
        family_name: identity.familyName,
        name: `${identity.givenName} ${identity.familyName}`,
        locale: 'ru',
      },
      { headerType: null, ...options },
    );
  }

  async sign(claims: JWTPayload, options: SignOptions = {}): Promise<string> {
    const now = options.issuedAt ?? Math.floor(Date.now() / 1000);
    const headerType = options.headerType === undefined ? 'at+jwt' : options.headerType;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.keyId, ...(headerType === null ? {} : { typ: headerType }) })
      .setIssuer(options.issuer ?? this.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresInSeconds ?? 900))
      .setJti(randomUUID())
      .sign(options.forged ? this.foreignKey : this.privateKey);
  }

  stop(): Promise<void> {
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }
}

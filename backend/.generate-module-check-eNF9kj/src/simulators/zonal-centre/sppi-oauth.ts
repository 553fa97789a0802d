import { randomBytes } from 'node:crypto';

/** An authorization code lives 60 s and is good once (RFC 6749 §4.1.2 recommends at most 10 minutes). */
const CODE_TTL_MS = 60_000;

interface CodeGrant {
  login: string;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
}

interface Session {
  login: string;
  clientId: string;
}

export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  /** The signed-in account (the platform shows it in the user menu). */
  login: string;
}

export type OAuthError = {
  error: 'invalid_grant' | 'invalid_client' | 'invalid_request' | 'unsupported_grant_type';
  error_description: string;
};

/**
 * The SPPI authorization server of the simulator: codes bound to the client and redirect_uri, single use,
 * 60 s; access tokens with a lifetime; refresh tokens rotated on use (the old one stops working).
 */
export class SppiAuthority {
  private readonly codes = new Map<string, CodeGrant>();
  private readonly access = new Map<string, Session & { expiresAt: number }>();
  private readonly refresh = new Map<string, Session>();

  constructor(
    private readonly client: { id: string; secret: string },
    private readonly tokenTtlSeconds: number,
  ) {}

  clientKnown(clientId: string | null | undefined): boolean {
    return clientId === this.client.id;
  }

  clientAuthenticated(clientId: string | null | undefined, secret: string | null | undefined): boolean {
    return clientId === this.client.id && secret === this.client.secret;
  }

  issueCode(login: string, clientId: string, redirectUri: string): string {
    const code = token(24);
    this.codes.set(code, { login, clientId, redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
    return code;
  }

  exchangeCode(code: string, clientId: string, redirectUri: string | null): TokenAnswer | OAuthError {
    const grant = this.codes.get(code);
    // Used once, whatever the outcome: a code that failed a check is burnt too (RFC 6749 §10.5).
    this.codes.delete(code);
    if (!grant || grant.expiresAt < Date.now()) return invalidGrant('the code is unknown, used or expired');
    if (grant.clientId !== clientId) return invalidGrant('the code was issued to another client');
    if (grant.redirectUri !== redirectUri) return invalidGrant('redirect_uri does not match the one of the authorization request');
    return this.issueTokens({ login: grant.login, clientId });
  }

  refreshTokens(refreshToken: string, clientId: string): TokenAnswer | OAuthError {
    const session = this.refresh.get(refreshToken);
    if (!session || session.clientId !== clientId) return invalidGrant('the refresh token is unknown or revoked');
    this.refresh.delete(refreshToken);
    return this.issueTokens(session);
  }

  revoke(tokenValue: string): void {
    const access = this.access.get(tokenValue);
    this.access.delete(tokenValue);
    const refresh = this.refresh.get(tokenValue);
    this.refresh.delete(tokenValue);
    // Signing out ends the whole session: the other tokens of the same login and client go too.
    const session = access ?? refresh;
    if (!session) return;
    for (const [key, value] of this.access)
      if (value.login === session.login && value.clientId === session.clientId) this.access.delete(key);
    for (const [key, value] of this.refresh)
      if (value.login === session.login && value.clientId === session.clientId) this.refresh.delete(key);
  }

  /** The login an access token belongs to, null when it is unknown, revoked or expired. */
  loginFor(accessToken: string | null): string | null {
    const session = accessToken ? this.access.get(accessToken) : undefined;
    if (!session || session.expiresAt < Date.now()) return null;
    return session.login;
  }

  private issueTokens(session: Session): TokenAnswer {
    const access_token = token(32);
    const refresh_token = token(32);
    this.access.set(access_token, { ...session, expiresAt: Date.now() + this.tokenTtlSeconds * 1000 });
    this.refresh.set(refresh_token, session);
    return {
      access_token,
      token_type: 'Bearer',
      expires_in: this.tokenTtlSeconds,
      refresh_token,
      scope: 'submissions',
      login: session.login,
    };
  }
}

function token(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

function invalidGrant(description: string): OAuthError {
  return { error: 'invalid_grant', error_description: description };
}

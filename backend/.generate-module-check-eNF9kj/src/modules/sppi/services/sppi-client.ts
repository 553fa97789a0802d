import { Inject, Injectable } from '@nestjs/common';
import { SPPI_CONFIG, type SppiConfig } from '../sppi.config';

const TIMEOUT_MS = 10_000;
/** SPPI's access-token lifetime when its answer names none (the platform's own access tokens live 900 s). */
const DEFAULT_EXPIRES_IN_S = 900;

/** What SPPI's token endpoint granted. */
export interface SppiGrant {
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number;
  /** The user's SPPI login when the token answer carries it (`login`), else null: ask `/api/v1/me`. */
  login: string | null;
}

/** SPPI refused the grant (a wrong, used or expired code or refresh token): a 4xx of its token endpoint. */
export class SppiGrantRefused extends Error {}

/** SPPI could not be reached or failed (network error, timeout, 5xx, an answer that is not a grant). */
export class SppiUnreachable extends Error {}

/** The back-channel calls to SPPI's OAuth server, as a confidential client (the secret never leaves the server). */
@Injectable()
export class SppiClient {
  constructor(@Inject(SPPI_CONFIG) private readonly config: SppiConfig) {}

  exchangeCode(code: string, redirectUri: string): Promise<SppiGrant> {
    return this.grant({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<SppiGrant> {
    return this.grant({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Best effort (RFC 7009): a failure is the caller's to ignore. */
  async revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
    const response = await this.post('/oauth/revoke', { token, token_type_hint: hint });
    if (!response.ok) throw new SppiUnreachable(`SPPI revoke answered HTTP ${response.status}`);
  }

  /** The signed-in user's SPPI login, for token answers that do not carry it. */
  async login(accessToken: string): Promise<string> {
    const response = await this.send(`${this.config.url}/api/v1/me`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (!response.ok) throw new SppiUnreachable(`SPPI /api/v1/me answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as { login?: unknown } | null;
    if (typeof body?.login !== 'string' || body.login === '') throw new SppiUnreachable('SPPI /api/v1/me answered without a login');
    return body.login;
  }

  private async grant(params: Record<string, string>): Promise<SppiGrant> {
    const response = await this.post('/oauth/token', params);
    if (response.status >= 400 && response.status < 500) throw new SppiGrantRefused(`SPPI token endpoint answered HTTP ${response.status}`);
    if (!response.ok) throw new SppiUnreachable(`SPPI token endpoint answered HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (typeof body?.access_token !== 'string' || body.access_token === '')
      throw new SppiUnreachable('SPPI answered without an access_token');
    const expiresIn = Number(body.expires_in);
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' && body.refresh_token !== '' ? body.refresh_token : null,
      expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : DEFAULT_EXPIRES_IN_S,
      login: typeof body.login === 'string' && body.login !== '' ? body.login : null,
    };
  }

  private post(path: string, params: Record<string, string>): Promise<Response> {
    return this.send(`${this.config.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...params, client_id: this.config.clientId, client_secret: this.config.clientSecret }),
    });
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new SppiUnreachable(`SPPI is unreachable: ${(error as Error).message}`);
    }
  }
}

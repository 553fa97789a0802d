import type { SocialProviderConfig } from '../users.config';

const TIMEOUT_MS = 10_000;

/** The two back-channel calls of an OAuth2 authorization-code flow with PKCE, against a configured provider. */
export class OAuth2Client {
  constructor(private readonly provider: SocialProviderConfig) {}

  /** The provider's authorization page, where the user's browser goes first. */
  authorizationUrl(params: { redirectUri: string; state: string; codeChallenge: string }): string {
    const url = new URL(this.provider.authUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.provider.clientId);
    url.searchParams.set('redirect_uri', params.redirectUri);
    url.searchParams.set('state', params.state);
    url.searchParams.set('code_challenge', params.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    if (this.provider.scope) url.searchParams.set('scope', this.provider.scope);
    return url.href;
  }

  /** Exchanges the code for tokens (client secret in the body, which every provider in the list accepts). */
  async exchangeCode(params: { code: string; redirectUri: string; codeVerifier: string }): Promise<Record<string, unknown>> {
    const response = await fetch(this.provider.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.code,
        redirect_uri: params.redirectUri,
        client_id: this.provider.clientId,
        client_secret: this.provider.clientSecret,
        code_verifier: params.codeVerifier,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`token endpoint answered HTTP ${response.status}`);
    const tokens = (await response.json()) as Record<string, unknown>;
    if (typeof tokens.access_token !== 'string') throw new Error('token endpoint answered without an access_token');
    return tokens;
  }

  async userinfo(accessToken: string): Promise<unknown> {
    const response = await fetch(this.provider.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`userinfo endpoint answered HTTP ${response.status}`);
    return response.json();
  }
}

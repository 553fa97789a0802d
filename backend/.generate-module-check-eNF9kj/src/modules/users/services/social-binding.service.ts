import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier } from '../../../common/auth/access-token-verifier';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { isSocialNetwork, SOCIAL_NETWORKS, type SocialNetwork } from '../domain/social-networks';
import { socialAccountFrom } from '../domain/social-userinfo';
import { SocialProvidersDto } from '../dtos/social-providers.dto';
import { AccountsService } from '../../accounts/services/accounts.service';
import { SocialIdentitiesRepository } from '../repositories/social-identities.repository';
import { USERS_CONFIG, type UsersConfig } from '../users.config';
import { socialAccountNotBound, socialBindRequestUnknown } from '../users.exceptions';
import { OAuth2Client } from './oauth2-client';

/** How long the user has to finish at the provider. */
const BIND_REQUEST_TTL_MS = 10 * 60 * 1000;

/** Outcomes reported to the shell in the `socialError` query parameter of redirect_url. */
export type SocialBindError =
  'unknown-provider' | 'not-configured' | 'already-bound' | 'bound-to-another-user' | 'denied' | 'provider-failed';

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}

/**
 * Binding social accounts (docs/requirements.md#users-socials). The shell navigates the browser to
 * `GET /api/user/current/socials/bind/{provider}?redirect_url&access_token`; for a provider configured
 * with SOCIAL_<PROVIDER>_* that starts an OAuth2 authorization-code flow with PKCE, whose callback stores
 * the account id and sends the browser back to redirect_url with `socialBound={provider}`. Anything that
 * prevents binding sends it back with `socialError=…` instead (an unconfigured provider: `not-configured`,
 * which the shell normally knows up front from `GET …/socials/providers`).
 */
@Injectable()
export class SocialBindingService {
  private readonly logger = new Logger(SocialBindingService.name);

  constructor(
    private readonly accounts: AccountsService,
    private readonly identities: SocialIdentitiesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(USERS_CONFIG) private readonly config: UsersConfig,
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly tokens: AccessTokenVerifier,
  ) {}

  /** Where the provider sends the browser back; fixed per provider, so it can be registered there. */
  callbackUrl(provider: SocialNetwork): string {
    return `${this.appConfig.publicUrl}/api/user/current/socials/callback/${provider}`;
  }

  /** The spec's networks in its order, each with whether this platform is set up to bind it. */
  providers(): SocialProvidersDto {
    return { data: SOCIAL_NETWORKS.map((name) => ({ name, configured: this.config.socialProviders[name] !== undefined })) };
  }

  /** Answers the bind navigation with the address to redirect the browser to. */
  async startBinding(provider: string, redirectUrlValue: unknown, accessTokenValue: unknown): Promise<string> {
    const redirectUrl = this.checkedRedirectUrl(redirectUrlValue);
    if (typeof accessTokenValue !== 'string' || accessTokenValue === '') {
      throw FieldValidationException.single('access_token', 'access_token should not be empty');
    }
    const principal = await this.tokens.verify(accessTokenValue);
    if (!isSocialNetwork(provider)) return withQuery(redirectUrl, { socialError: 'unknown-provider' });
    const settings = this.config.socialProviders[provider];
    if (!settings) return withQuery(redirectUrl, { socialError: 'not-configured' });

    // The token came in the query, past the auth guard: resolve its user the way the guard does.
    const userId = await this.accounts.userIdOf(principal);
    if (await this.identities.isBound(userId, provider)) {
      return withQuery(redirectUrl, { socialError: 'already-bound' });
    }
    const state = randomBytes(24).toString('base64url');
    const codeVerifier = randomBytes(48).toString('base64url');
    await this.identities.insertBindRequest({
      state,
      userId,
      provider,
      redirectUrl,
      codeVerifier,
      expiresAt: new Date(this.clock.now().getTime() + BIND_REQUEST_TTL_MS),
    });
    return new OAuth2Client(settings).authorizationUrl({
      redirectUri: this.callbackUrl(provider),
      state,
      codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    });
  }

  /** The provider's redirect back: uses the request once, stores the account, answers where to go next. */
  async completeBinding(provider: string, query: Record<string, unknown>): Promise<string> {
    const state = typeof query.state === 'string' ? query.state : '';
    const request = await this.identities.takeBindRequest(state, provider);
    if (!request || new Date(request.expiresAt).getTime() < this.clock.now().getTime() || !isSocialNetwork(provider)) {
      throw socialBindRequestUnknown();
    }
    const back = (params: Record<string, string>) => withQuery(request.redirectUrl, params);
    const settings = this.config.socialProviders[provider];
    if (!settings) return back({ socialError: 'not-configured' });
    if (typeof query.error === 'string' || typeof query.code !== 'string') return back({ socialError: 'denied' });

    let account;
    try {
      const client = new OAuth2Client(settings);
      const tokens = await client.exchangeCode({
        code: query.code,
        redirectUri: this.callbackUrl(provider),
        codeVerifier: request.codeVerifier,
      });
      account = socialAccountFrom(await client.userinfo(tokens.access_token as string));
      if (!account) throw new Error('userinfo carries no account id');
    } catch (error) {
      this.logger.warn(`Binding ${provider} failed: ${(error as Error).message}`);
      return back({ socialError: 'provider-failed' });
    }

    const holder = await this.identities.holderOf(provider, account.externalId);
    if (holder && holder !== request.userId) return back({ socialError: 'bound-to-another-user' });
    await this.identities.upsert({ userId: request.userId, provider, externalId: account.externalId, displayName: account.displayName });
    return back({ socialBound: provider });
  }

  async unbind(userId: string, provider: string): Promise<void> {
    const unbound = isSocialNetwork(provider) && (await this.identities.delete(userId, provider));
    if (!unbound) throw socialAccountNotBound(provider);
  }

  /** Only addresses of the platform's own front ends: anything else would make this an open redirect. */
  private checkedRedirectUrl(value: unknown): string {
    if (typeof value !== 'string' || value === '')
      throw FieldValidationException.single('redirect_url', 'redirect_url should not be empty');
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw FieldValidationException.single('redirect_url', 'redirect_url must be an absolute URL');
    }
    const allowed = new Set([
      ...this.appConfig.corsOrigins.map((origin) => new URL(origin).origin),
      new URL(this.appConfig.publicUrl).origin,
    ]);
    if (!allowed.has(url.origin)) throw FieldValidationException.single('redirect_url', 'redirect_url must be an address of the platform');
    return url.href;
  }
}

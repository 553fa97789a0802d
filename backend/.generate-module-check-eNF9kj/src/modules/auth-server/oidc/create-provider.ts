import type { ClientMetadata, Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { AccountService } from '../accounts/account-service';
import {
  API_AUDIENCE,
  API_RESOURCE_INDICATOR,
  LOGIN_RETURN_PATHS,
  PORTAL_CLIENT_ID,
  PROTOCOL_PATH,
  REALM_PATH,
  SUPPORTED_SCOPES,
} from '../auth-server.constants';
import type { AuthServerLogger } from '../auth-server.deps';
import type { ProviderSecrets } from '../keys/provider-secrets';
import { renderErrorPage } from '../views/notice-page';
import { pickLocale } from '../views/messages';
import { HTML_PAGE_HEADERS } from '../http/security-headers';
import { accessTokenClaims, CLAIMS_BY_SCOPE, identityClaims } from './account-claims';
import { loadFirstPartyGrant } from './first-party-grant';
import { loadOidcProvider } from './load-oidc-provider';
import type { PostgresOidcStore } from './postgres-adapter';
import { envelopeAwareAdapter, type RefreshEnvelope } from './refresh-envelope';
import type { TrustedOrigins } from './trusted-origins';

export interface ProviderSettings {
  issuer: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  secrets: ProviderSecrets;
  store: PostgresOidcStore;
  envelope: RefreshEnvelope;
  accounts: AccountService;
  trustedOrigins: TrustedOrigins;
  /** Registered redirect URIs (the dynamic rule in TrustedOrigins decides; see portalClient). */
  shellOrigins: string[];
  logger: AuthServerLogger;
}

/** Interactions (sign-in and registration pages) live under the realm, served by http/interaction-routes.ts. */
export const INTERACTION_PATH = `${REALM_PATH}/interaction`;

/** Keycloak's endpoint paths, relative to the issuer. */
const ROUTES = {
  authorization: `${PROTOCOL_PATH}/auth`,
  token: `${PROTOCOL_PATH}/token`,
  jwks: `${PROTOCOL_PATH}/certs`,
  end_session: `${PROTOCOL_PATH}/logout`,
  userinfo: `${PROTOCOL_PATH}/userinfo`,
};

/** Endpoints served by http/ routes instead of oidc-provider but announced in the discovery document. */
const OWN_ENDPOINTS = {
  userinfo_endpoint: 'userinfo',
  end_session_endpoint: 'logout',
} as const;

/**
 * Options of the session and interaction cookies: signed with the shared cookie keys, SameSite=Lax (never
 * sent with cross-site POSTs; the sign-in forms have their own CSRF checks on top, http/form-protection.ts).
 * `secure` is left out on purpose: the cookies library then makes a cookie Secure exactly when the request
 * is https, which http/forwarded-request.ts decides (TLS, a trusted proxy's X-Forwarded-Proto, or an https
 * issuer). Browsers drop Secure cookies on plain-http localhost set-ups, so it cannot be always on.
 */
export function sessionCookieOptions() {
  return { signed: true, httpOnly: true, sameSite: 'lax' } as const;
}

function portalClient(shellOrigins: readonly string[]): ClientMetadata {
  return {
    client_id: PORTAL_CLIENT_ID,
    client_name: 'Nebo',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // Documentation of the usual targets; the redirectUriAllowed override below is the actual rule.
    redirect_uris: shellOrigins.flatMap((origin) => LOGIN_RETURN_PATHS.map((path) => `${origin}${path}`)),
  };
}

export async function createProvider(settings: ProviderSettings): Promise<Provider> {
  const { default: ProviderClass, errors } = await loadOidcProvider();
  const { issuer, accessTokenTtl, refreshTokenTtl, secrets, store, envelope, accounts, trustedOrigins } = settings;
  const cookieOptions = sessionCookieOptions();

  const configuration: Configuration = {
    adapter: (model: string) =>
      model === 'RefreshToken' ? envelopeAwareAdapter(store.adapterFor(model), envelope) : store.adapterFor(model),
    clients: [portalClient(settings.shellOrigins)],
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    scopes: [...SUPPORTED_SCOPES],
    claims: Object.fromEntries(Object.entries(CLAIMS_BY_SCOPE).map(([scope, names]) => [scope, [...names]])),
    // ID tokens carry the profile claims, as Keycloak's do; keycloak-js reads idTokenParsed.
    conformIdTokenClaims: false,
    allowOmittingSingleRegisteredRedirectUri: false,
    clientBasedCORS: (_ctx, origin) => trustedOrigins.isTrusted(origin),
    cookies: { keys: secrets.cookieKeys, long: cookieOptions, short: cookieOptions },
    jwks: { keys: secrets.signingKeys },
    pkce: { required: () => true },
    routes: ROUTES,
    extraParams: ['nebo_screen'],
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findActive(sub);
      return account && { accountId: account.id, claims: () => identityClaims(account) };
    },
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await accounts.findActive(accountId) : undefined;
      return account && accessTokenClaims(account, token.clientId ?? PORTAL_CLIENT_ID);
    },
    loadExistingGrant: loadFirstPartyGrant,
    // keycloak-js never asks for offline_access, yet it relies on a refresh token to stay signed in.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      // Refresh tokens rotate on every use; a rotated one inherits what is left, so 36000 s is a hard
      // ceiling from sign-in, like Keycloak's "SSO Session Max".
      RefreshToken: (ctx: KoaContextWithOIDC) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : refreshTokenTtl;
      },
      Session: refreshTokenTtl,
      Grant: refreshTokenTtl,
    },
    features: {
      devInteractions: { enabled: false },
      // Logout and userinfo are served by http/ routes: logout must also accept the spec's form
      // (client_id, redirect_uri, refresh_token) and oidc-provider's userinfo refuses JWT access tokens
      // that carry an API audience, which is exactly what every Nebo access token is.
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      // Off: RFC 7009 revocation refuses JWT-shaped tokens, i.e. every refresh token handed out here;
      // the logout endpoint revokes them instead, as keycloak-js and the spec's shell expect.
      revocation: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? API_RESOURCE_INDICATOR,
        useGrantedResource: () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== API_RESOURCE_INDICATOR) throw new errors.InvalidTarget();
          return {
            audience: API_AUDIENCE,
            scope: SUPPORTED_SCOPES.join(' '),
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: async (ctx, out) => {
      const locale = pickLocale(ctx.oidc?.params?.ui_locales);
      ctx.set(HTML_PAGE_HEADERS);
      ctx.type = 'html';
      ctx.body = renderErrorPage(locale, out.error, out.error_description);
    },
  };

  const provider = new ProviderClass(issuer, configuration);
  // X-Forwarded-* reach oidc-provider only as http/forwarded-request.ts rewrote them (the trusted proxies'
  // verdict, anything a client sent dropped), so Koa may read them: https then makes its cookies Secure.
  provider.proxy = true;
  allowTrustedRedirects(provider, trustedOrigins);
  provider.use(wrapRefreshTokens(envelope));
  provider.use(announceOwnEndpoints);
  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
    settings.logger.error(`OpenID Connect provider error: ${error.message}`, error.stack);
  });
  return provider;
}

/**
 * oidc-provider's hook for redirect URI validation (Client.prototype.redirectUriAllowed, per provider
 * instance). Replaces exact matching with the origin rule of TrustedOrigins: see that class for why.
 */
function allowTrustedRedirects(provider: Provider, trustedOrigins: TrustedOrigins): void {
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(this: { clientId: string }, uri: string) {
    return this.clientId === PORTAL_CLIENT_ID && trustedOrigins.isAllowedRedirectUri(uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(this: { clientId: string }, uri: string) {
    return this.clientId === PORTAL_CLIENT_ID && trustedOrigins.isAllowedPostLogoutRedirectUri(uri);
  };
}

interface TokenResponseBody {
  refresh_token?: string;
  refresh_expires_in?: number;
  [key: string]: unknown;
}

/** Replaces the opaque refresh token of every token response with its envelope (see refresh-envelope.ts). */
function wrapRefreshTokens(envelope: RefreshEnvelope) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    await next();
    const body = ctx.body as TokenResponseBody | undefined;
    const refreshToken = ctx.oidc?.entities.RefreshToken;
    if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || typeof body?.refresh_token !== 'string' || !refreshToken) {
      return;
    }
    const remaining = refreshToken.remainingTTL;
    body.refresh_token = await envelope.wrap({
      rt: body.refresh_token,
      sub: refreshToken.accountId ?? '',
      azp: refreshToken.clientId ?? PORTAL_CLIENT_ID,
      scope: refreshToken.scope,
      sid: refreshToken.sid,
      exp: Math.floor(Date.now() / 1000) + remaining,
    });
    // Keycloak reports this too; clients use it to know when the session ends.
    body.refresh_expires_in = remaining;
  };
}

/** Adds the endpoints served outside oidc-provider to its discovery document, next to the others. */
async function announceOwnEndpoints(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  if (ctx.oidc?.route !== 'discovery' || ctx.status !== 200) return;
  const body = ctx.body as Record<string, unknown>;
  const tokenEndpoint = String(body.token_endpoint);
  const base = tokenEndpoint.slice(0, tokenEndpoint.lastIndexOf('/') + 1);
  for (const [key, name] of Object.entries(OWN_ENDPOINTS)) {
    body[key] = `${base}${name}`;
  }
  body.ui_locales_supported = ['ru', 'en'];
}

import { SOCIAL_NETWORKS, type SocialNetwork } from './domain/social-networks';

/** One OAuth2 provider a user can bind (env `SOCIAL_<PROVIDER>_*`). */
export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Space-separated scopes asked for; none when unset (providers then grant their basic profile). */
  scope: string | undefined;
}

/**
 * The users module's own settings, read once at start like map.config.ts (AppConfig has no entries for
 * them yet). A bad or half-given value stops the start with a message naming the variable.
 */
export interface UsersConfig {
  /** Providers with all five SOCIAL_<PROVIDER>_{CLIENT_ID,CLIENT_SECRET,AUTH_URL,TOKEN_URL,USERINFO_URL}. */
  socialProviders: Partial<Record<SocialNetwork, SocialProviderConfig>>;
  /**
   * A Keycloak client with the realm-management roles manage-users (service account): when set, e-mail
   * changes and password-change e-mails go through Keycloak's admin API instead of the embedded provider.
   */
  keycloakAdmin: { clientId: string; clientSecret: string } | undefined;
  /** How long a password-change link works (Keycloak's default for execute-actions e-mails is 12 h). */
  passwordChangeLinkTtlSeconds: number;
}

export const USERS_CONFIG = Symbol('USERS_CONFIG');

export class UsersConfigError extends Error {}

const SOCIAL_SETTINGS = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTH_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

function httpUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Reported below.
  }
  throw new UsersConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
}

function socialProvider(env: Record<string, string | undefined>, provider: SocialNetwork): SocialProviderConfig | undefined {
  const prefix = `SOCIAL_${provider.toUpperCase()}_`;
  const values = Object.fromEntries(SOCIAL_SETTINGS.map((key) => [key, env[prefix + key]?.trim() || undefined]));
  const given = SOCIAL_SETTINGS.filter((key) => values[key] !== undefined);
  if (given.length === 0) return undefined;
  if (given.length < SOCIAL_SETTINGS.length) {
    const missing = SOCIAL_SETTINGS.filter((key) => values[key] === undefined).map((key) => prefix + key);
    throw new UsersConfigError(`${prefix}* is incomplete: also set ${missing.join(', ')}`);
  }
  return {
    clientId: values.CLIENT_ID as string,
    clientSecret: values.CLIENT_SECRET as string,
    authUrl: httpUrl(`${prefix}AUTH_URL`, values.AUTH_URL as string),
    tokenUrl: httpUrl(`${prefix}TOKEN_URL`, values.TOKEN_URL as string),
    userinfoUrl: httpUrl(`${prefix}USERINFO_URL`, values.USERINFO_URL as string),
    scope: env[`${prefix}SCOPE`]?.trim() || undefined,
  };
}

export function loadUsersConfig(env: Record<string, string | undefined> = process.env): UsersConfig {
  const socialProviders: UsersConfig['socialProviders'] = {};
  for (const provider of SOCIAL_NETWORKS) {
    const config = socialProvider(env, provider);
    if (config) socialProviders[provider] = config;
  }
  const adminId = env.KEYCLOAK_ADMIN_CLIENT_ID?.trim() || undefined;
  const adminSecret = env.KEYCLOAK_ADMIN_CLIENT_SECRET?.trim() || undefined;
  if (Boolean(adminId) !== Boolean(adminSecret)) {
    throw new UsersConfigError('KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET must be set together');
  }
  const ttlText = env.PASSWORD_CHANGE_LINK_TTL?.trim();
  const ttl = ttlText ? Number(ttlText) : 43_200;
  if (!Number.isInteger(ttl) || ttl < 60 || ttl > 604_800) {
    throw new UsersConfigError(`PASSWORD_CHANGE_LINK_TTL must be whole seconds from 60 to 604800, got "${ttlText}"`);
  }
  return {
    socialProviders,
    keycloakAdmin: adminId && adminSecret ? { clientId: adminId, clientSecret: adminSecret } : undefined,
    passwordChangeLinkTtlSeconds: ttl,
  };
}

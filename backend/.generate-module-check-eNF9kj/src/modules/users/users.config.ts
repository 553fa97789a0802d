import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EnvReader } from '../../config/env-reader';
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

/** Social sign-in, the identity provider's admin API and password-change links. */
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

/** The five settings a provider cannot work without; `_SCOPE` is optional. */
const SOCIAL_SETTINGS = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTH_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

/**
 * SOCIAL_<PROVIDER>_* for each network of the spec, KEYCLOAK_ADMIN_CLIENT_ID / _SECRET (both or neither)
 * and PASSWORD_CHANGE_LINK_TTL (seconds, default 12 h). Client secrets are only checked for presence, so
 * no message ever repeats one. Referenced from users.manifest.ts, so loadConfig reads it with the rest at start.
 */
export function readUsersConfig(read: EnvReader): { users: UsersConfig } {
  const socialProviders: UsersConfig['socialProviders'] = {};
  for (const network of SOCIAL_NETWORKS) {
    const provider = readSocialProvider(read, network);
    if (provider) socialProviders[network] = provider;
  }
  return {
    users: {
      socialProviders,
      keycloakAdmin: readKeycloakAdmin(read),
      passwordChangeLinkTtlSeconds: read.integer('PASSWORD_CHANGE_LINK_TTL', 43_200, 60, 604_800),
    },
  };
}

/**
 * A provider is off until one of its five settings is given; then all five are needed, and the ones
 * missing are named, each on its own line, so a half-configured provider stops the start instead of
 * failing at the first user's sign-in.
 */
function readSocialProvider(read: EnvReader, network: SocialNetwork): SocialProviderConfig | undefined {
  const prefix = `SOCIAL_${network.toUpperCase()}_`;
  const given = SOCIAL_SETTINGS.filter((key) => read.raw(prefix + key) !== undefined).map((key) => prefix + key);
  if (given.length === 0) return undefined;
  const because = `${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set`;
  const url = (key: (typeof SOCIAL_SETTINGS)[number]): string =>
    read.raw(prefix + key) === undefined ? read.required(prefix + key, because) : (read.endpointUrl(prefix + key) ?? '');
  return {
    clientId: read.required(`${prefix}CLIENT_ID`, because),
    clientSecret: read.required(`${prefix}CLIENT_SECRET`, because),
    authUrl: url('AUTH_URL'),
    tokenUrl: url('TOKEN_URL'),
    userinfoUrl: url('USERINFO_URL'),
    scope: read.raw(`${prefix}SCOPE`),
  };
}

function readKeycloakAdmin(read: EnvReader): UsersConfig['keycloakAdmin'] {
  const id = 'KEYCLOAK_ADMIN_CLIENT_ID';
  const secret = 'KEYCLOAK_ADMIN_CLIENT_SECRET';
  if (read.raw(id) === undefined && read.raw(secret) === undefined) return undefined;
  return { clientId: read.required(id, `${secret} is set`), clientSecret: read.required(secret, `${id} is set`) };
}

/**
 * The users part of the configuration under its own token: it keeps the services bound to only what they
 * use, and lets a test hand them settings of its own.
 */
export const USERS_CONFIG = Symbol('USERS_CONFIG');

export const usersConfigProvider: Provider = {
  provide: USERS_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): UsersConfig => config.users,
};

import { SOCIAL_NETWORKS, type SocialNetwork } from '../modules/users/domain/social-networks';
import type { SocialProviderConfig, UsersConfig } from './app-config';
import type { EnvReader } from './env-reader';

/** The five settings a provider cannot work without; `_SCOPE` is optional. */
const SOCIAL_SETTINGS = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTH_URL', 'TOKEN_URL', 'USERINFO_URL'] as const;

/**
 * SOCIAL_<PROVIDER>_* for each network of the spec, KEYCLOAK_ADMIN_CLIENT_ID / _SECRET (both or neither)
 * and PASSWORD_CHANGE_LINK_TTL (seconds, default 12 h). Client secrets are only checked for presence, so
 * no message ever repeats one.
 */
export function readUsersConfig(read: EnvReader): UsersConfig {
  const socialProviders: UsersConfig['socialProviders'] = {};
  for (const network of SOCIAL_NETWORKS) {
    const provider = readSocialProvider(read, network);
    if (provider) socialProviders[network] = provider;
  }
  return {
    socialProviders,
    keycloakAdmin: readKeycloakAdmin(read),
    passwordChangeLinkTtlSeconds: read.integer('PASSWORD_CHANGE_LINK_TTL', 43_200, 60, 604_800),
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

import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type SocialProviderConfig, type UsersConfig } from '../../config/app-config';

export type { SocialProviderConfig, UsersConfig };

/**
 * The users part of the configuration (SOCIAL_<PROVIDER>_*, KEYCLOAK_ADMIN_*, PASSWORD_CHANGE_LINK_TTL),
 * read and validated with the rest of it at start (src/config/users-config.ts). Its own token keeps the
 * services bound to only what they use, and lets a test hand them settings of its own.
 */
export const USERS_CONFIG = Symbol('USERS_CONFIG');

export const usersConfigProvider: Provider = {
  provide: USERS_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): UsersConfig => config.users,
};

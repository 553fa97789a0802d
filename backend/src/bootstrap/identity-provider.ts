import type { INestApplication } from '@nestjs/common';
import type { ResolvedAppConfig } from '../config/app-config';

/**
 * Mounts the embedded OpenID Connect provider (the auth-server module) at /realms/nebo when
 * AUTH_EMBEDDED is true. Must run before the body parsers are installed: the provider reads raw bodies.
 */
export async function mountIdentityProvider(app: INestApplication, config: ResolvedAppConfig): Promise<void> {
  void app;
  void config;
  throw new Error('The embedded identity provider (src/modules/auth-server) is not available in this build; set AUTH_EMBEDDED=false');
}

import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ResolvedAppConfig } from '../config/app-config';
import { mountEmbeddedAuthServer } from '../modules/auth-server';
import { AccessTokenCutoffs } from '../modules/identity/services/access-token-cutoffs';

/**
 * Mounts the embedded OpenID Connect provider (modules/auth-server) at /realms/nebo when AUTH_EMBEDDED is
 * true. Must run after the migrations (it reads its accounts and keys from PostgreSQL) and before the body
 * parsers are installed (oidc-provider reads raw request bodies). Its sign-out records the person's
 * cut-off with the identity module's AccessTokenCutoffs, the same instance the bearer check reads.
 */
export async function mountIdentityProvider(app: INestApplication, config: ResolvedAppConfig): Promise<void> {
  await mountEmbeddedAuthServer(app, {
    issuer: config.auth.issuer,
    dataSource: app.get(DataSource),
    accessTokenTtl: config.auth.accessTokenTtlSeconds,
    refreshTokenTtl: config.auth.refreshTokenTtlSeconds,
    corsOrigins: config.corsOrigins,
    dataDir: config.dataDir,
    tokenCutoff: app.get(AccessTokenCutoffs),
    trustProxy: config.trustProxy,
  });
}

import path from 'node:path';
import { MODULES } from '../modules';
import { AppConfig, CoreConfig, LOG_LEVELS } from './app-config';
import { ConfigError } from './config-error';
import { EnvReader } from './env-reader';
import { findRepositoryRoot } from './repository-root';
import { readTrustProxy } from './trust-proxy-config';

const DEFAULT_CORS_ORIGINS = ['http://localhost:8080', 'http://localhost:8081', 'http://localhost:8082'];
/** The API's audience (docs/contracts.md): the embedded provider and the Keycloak realm put it into every access token. */
const DEFAULT_AUDIENCE = 'nebo-api';

/**
 * Builds the typed configuration from environment variables, applying the defaults of docs/contracts.md:
 * the application's own settings, then each module's (the `config` reader of its manifest, in the order of
 * modules/index.ts). Throws ConfigError naming every bad variable and what is wrong with it, one line each,
 * so a bad value stops the start instead of surfacing later as a confusing failure.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const read = new EnvReader(env);
  const publicUrl = read.httpUrl('PUBLIC_URL', 'http://localhost:3000');
  const dataDir = path.resolve(read.string('DATA_DIR', path.join(findRepositoryRoot(), '.data')));
  const core: CoreConfig = {
    port: read.integer('PORT', 3000, 1, 65535),
    publicUrl,
    databaseUrl: read.postgresUrl('DATABASE_URL'),
    dataDir,
    embeddedDatabasePort: read.integer('EMBEDDED_DATABASE_PORT', 5433, 1, 65535),
    auth: {
      issuer: read.httpUrl('AUTH_ISSUER', `${publicUrl}/realms/nebo`),
      embedded: read.boolean('AUTH_EMBEDDED', true),
      // Not optional: without it an ID token (audience nebo-portal) would pass for an access token.
      audience: read.string('AUTH_AUDIENCE', DEFAULT_AUDIENCE),
      accessTokenTtlSeconds: read.integer('ACCESS_TOKEN_TTL', 900, 1, 86_400),
      refreshTokenTtlSeconds: read.integer('REFRESH_TOKEN_TTL', 36_000, 1, 31_536_000),
    },
    corsOrigins: read.origins('CORS_ORIGINS', DEFAULT_CORS_ORIGINS),
    trustProxy: readTrustProxy(read),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
  };
  const config = { ...core };
  for (const manifest of MODULES) {
    const part = manifest.config?.(read, core) ?? {};
    const taken = Object.keys(part).filter((key) => key in config);
    if (taken.length > 0) throw new Error(`The ${manifest.name} module's configuration reuses ${taken.join(', ')}`);
    Object.assign(config, part);
  }
  if (config.auth.refreshTokenTtlSeconds < config.auth.accessTokenTtlSeconds) {
    read.problems.push({ variable: 'REFRESH_TOKEN_TTL', problem: 'must not be shorter than ACCESS_TOKEN_TTL' });
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  // Every manifest's reader has run: the object now holds each part AppConfig is made of.
  return config as AppConfig;
}

import type { ModulesConfig } from '../modules';

// The modules' parts of the configuration live with their modules (`modules/<name>/<name>.config.ts`);
// re-exported here for the imports that still use this path.
export type { FileStorageConfig, FilesConfig, S3StorageConfig } from '../modules/files/files.config';
export type { MapConfig } from '../modules/map/map.config';
export type { NotificationsConfig } from '../modules/notifications/notifications.config';
export type { SocialProviderConfig, UsersConfig } from '../modules/users/users.config';

/** Log levels pino understands; `silent` switches logging off (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The backend's configuration, read once from the environment at start (see load-config.ts): the
 * application's own settings and what each module's manifest declares (`config`). Inject APP_CONFIG (or a
 * module's own slice of it) instead of reading process.env.
 */
export type AppConfig = CoreConfig & ModulesConfig;

/** The settings of the application itself, read before the modules' (which may build on them). */
export interface CoreConfig {
  /** HTTP port the API listens on. */
  port: number;
  /** Public base URL of the backend, without a trailing slash. */
  publicUrl: string;
  /** PostgreSQL server to use; undefined means "start the embedded PostgreSQL". */
  databaseUrl: string | undefined;
  /** Directory for data kept between runs (embedded PostgreSQL lives in `<dataDir>/postgres`). */
  dataDir: string;
  /** Port of the embedded PostgreSQL when no DATABASE_URL is given. */
  embeddedDatabasePort: number;
  auth: {
    /** Token issuer; the backend trusts only tokens whose `iss` equals it and whose signature checks against its JWKS. */
    issuer: string;
    /** Whether this process also serves the embedded OpenID Connect provider under /realms/nebo. */
    embedded: boolean;
    /** A bearer token's `aud` must include it (AUTH_AUDIENCE, `nebo-api` by default). */
    audience: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
  };
  /** Browser origins allowed to call the API with credentials. */
  corsOrigins: string[];
  /** Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (TRUST_PROXY); false: none. */
  trustProxy: TrustProxy;
  logLevel: LogLevel;
}

/**
 * Which peers may speak for the client through X-Forwarded-* headers, in the form Express's and Fastify's
 * `trust proxy` take: false (none), a number of hops, or proxy addresses / CIDR ranges / proxy-addr's names.
 */
export type TrustProxy = false | number | string[];

/** Configuration after the database has been resolved (embedded server started or URL given). */
export type ResolvedAppConfig = AppConfig & { databaseUrl: string };

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

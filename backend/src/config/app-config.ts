/** Log levels pino understands; `silent` switches logging off (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The backend's whole configuration, read once from the environment at start (see load-config.ts).
 * Nothing else in the backend reads process.env: inject APP_CONFIG instead.
 */
export interface AppConfig {
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
    /** When set, a token's `aud` must include it. */
    audience: string | undefined;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
  };
  /** Browser origins allowed to call the API with credentials. */
  corsOrigins: string[];
  logLevel: LogLevel;
}

/** Configuration after the database has been resolved (embedded server started or URL given). */
export type ResolvedAppConfig = AppConfig & { databaseUrl: string };

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

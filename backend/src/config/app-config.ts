import type { SocialNetwork } from '../modules/users/domain/social-networks';

/** Log levels pino understands; `silent` switches logging off (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An S3-compatible bucket, addressed with path-style URLs and signed with AWS Signature V4. */
export interface S3StorageConfig {
  /** e.g. https://storage.yandexcloud.net or http://127.0.0.1:9000 (MinIO), without a trailing slash. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** Where uploaded files are kept: on local disk under `<dataDir>/files`, or in an S3-compatible bucket. */
export type FileStorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3StorageConfig);

/** Housekeeping of the stored files (modules/files). */
export interface FilesConfig {
  /**
   * How old a stored object without a `files` row must be before the sweep at start deletes it
   * (FILES_ORPHAN_GRACE_SECONDS, default 3600): longer than any upload takes from storing its first file
   * to committing its rows, on every instance sharing the storage.
   */
  orphanGraceSeconds: number;
}

/** Outbound e-mail and the outbox worker that delivers it (modules/notifications). */
export interface NotificationsConfig {
  /** SMTP server to deliver through (`smtp://user:pass@host:port`, `smtps://…`); default the SMTP catcher. */
  smtpUrl: string;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** How often the outbox worker looks for due jobs when it has nothing to do. */
  pollIntervalMs: number;
  /** Attempts before a job is given up as FAILED. */
  maxAttempts: number;
  /** Whether this instance runs the outbox worker (any number of instances may run it side by side). */
  workerEnabled: boolean;
}

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

/** Social sign-in, the identity provider's admin API and password-change links (modules/users). */
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

/** The airspace map's outside services (modules/map). */
export interface MapConfig {
  /** OSM feature lookup service (Nominatim's /lookup); unset: answer from the shipped localities only. */
  osmLookupUrl: string | undefined;
  /** How long to wait for that service before falling back to the shipped localities. */
  osmLookupTimeoutMs: number;
}

/**
 * The backend's configuration, read once from the environment at start (see load-config.ts). Inject
 * APP_CONFIG (or a module's own slice of it) instead of reading process.env.
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
  fileStorage: FileStorageConfig;
  files: FilesConfig;
  notifications: NotificationsConfig;
  users: UsersConfig;
  map: MapConfig;
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

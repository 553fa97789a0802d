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

/**
 * The backend's configuration, read once from the environment at start (see load-config.ts). Inject
 * APP_CONFIG instead of reading process.env. (The map module's OSM lookup and the users module's social
 * sign-in settings are still read by those modules themselves: map.config.ts, users.config.ts.)
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
  fileStorage: FileStorageConfig;
  notifications: NotificationsConfig;
}

/** Configuration after the database has been resolved (embedded server started or URL given). */
export type ResolvedAppConfig = AppConfig & { databaseUrl: string };

/** Injection token for AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

import type { DataSource } from 'typeorm';

/** The few logger methods the provider uses; Nest's `Logger` and pino's logger both satisfy it. */
export interface AuthServerLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string, trace?: string): void;
}

/** What the backend hands to `mountEmbeddedAuthServer`. */
export interface EmbeddedAuthServerDeps {
  /** `${PUBLIC_URL}/realms/nebo`; its path must be exactly the mount path. https makes cookies Secure. */
  issuer: string;
  /** The backend's data source; `authServerMigrations` must have run on it. */
  dataSource: DataSource;
  /** Access token lifetime in seconds (900 by default). */
  accessTokenTtl: number;
  /** Refresh token and session lifetime in seconds (36000 by default). */
  refreshTokenTtl: number;
  /** Shell origins (scheme://host[:port]) allowed to call the token endpoint with credentials and to be redirected to. */
  corsOrigins: string[];
  /**
   * Accepted for the seam with the backend but not needed: signing keys and cookie secrets live in
   * PostgreSQL (table auth_secret) so that every backend instance signs with the same key.
   */
  dataDir?: string;
  /**
   * Whether `http://localhost:<any port>` (and 127.0.0.1) shells may sign in. Defaults to true when the
   * issuer itself is on a loopback host (the default set-up), false otherwise, so a public deployment
   * only trusts the origins it lists.
   */
  allowLoopbackClients?: boolean;
  logger?: AuthServerLogger;
}

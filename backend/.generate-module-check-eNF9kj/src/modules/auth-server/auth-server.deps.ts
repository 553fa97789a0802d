import type { DataSource } from 'typeorm';
import type { SignInLimits } from './sign-in/sign-in-throttle';

/** The few logger methods the provider uses; Nest's `Logger` and pino's logger both satisfy it. */
export interface AuthServerLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string, trace?: string): void;
}

/**
 * The API's per-person cut-off (modules/identity, AccessTokenCutoffs): access tokens of `subject` issued
 * until now stop working. The provider records one when someone signs out and when an account is disabled.
 */
export interface AccessTokenCutoff {
  cutOff(subject: string): Promise<void>;
}

/**
 * Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed, as Express's `trust proxy` takes them:
 * false (none), a number of hops, or addresses / CIDR ranges / `loopback`, `linklocal`, `uniquelocal`.
 */
export type TrustedProxies = false | number | readonly string[];

/** What the backend hands to `mountEmbeddedAuthServer`. */
export interface EmbeddedAuthServerDeps {
  /**
   * `${PUBLIC_URL}/realms/nebo`; its path must be exactly the mount path. Its origin is the only one the
   * sign-in forms accept posts from; https makes every cookie Secure.
   */
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
  /** Where a sign-out records that the person's access tokens no longer count. */
  tokenCutoff: AccessTokenCutoff;
  /**
   * TRUST_PROXY. Requests from these peers are taken to be what their X-Forwarded-Proto / -For say: https
   * makes the provider's cookies Secure, and the forwarded address is the one sign-in throttling counts.
   * Off by default: the headers are dropped, as any client could send them.
   */
  trustProxy?: TrustedProxies;
  /** Sign-in throttling thresholds; the defaults of sign-in/sign-in-throttle.ts unless a test needs others. */
  signInLimits?: Partial<SignInLimits>;
  logger?: AuthServerLogger;
}

import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EnvReader } from '../../config/env-reader';

/** The state airspace-information system (SPPI) this platform signs users in to, as an OAuth client. */
export interface SppiConfig {
  /** SPPI's base URL: `/oauth/token`, `/oauth/revoke` and `/api/v1/me` are below it. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Portal origins whose `/sppi-redirect/` page may receive SPPI's code (the redirect_uri allow-list). */
  redirectOrigins: string[];
}

/** The three shells of the default set-up (tools/platform/services.mjs: portal, authority, admin). */
const DEFAULT_REDIRECT_ORIGINS = ['http://localhost:8080', 'http://localhost:8081', 'http://localhost:8082'];

/**
 * SPPI_URL (default: the zonal-centre simulator's SPPI part), SPPI_CLIENT_ID, SPPI_CLIENT_SECRET and
 * SPPI_REDIRECT_ORIGINS (comma-separated). Referenced from sppi.manifest.ts, validated at start with the rest.
 */
export function readSppiConfig(read: EnvReader): { sppi: SppiConfig } {
  return {
    sppi: {
      url: read.httpUrl('SPPI_URL', 'http://127.0.0.1:3200/sppi'),
      clientId: read.string('SPPI_CLIENT_ID', 'nebo'),
      clientSecret: read.string('SPPI_CLIENT_SECRET', 'nebo-sppi-secret'),
      redirectOrigins: read.origins('SPPI_REDIRECT_ORIGINS', DEFAULT_REDIRECT_ORIGINS),
    },
  };
}

export const SPPI_CONFIG = Symbol('SPPI_CONFIG');

export const sppiConfigProvider: Provider = {
  provide: SPPI_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): SppiConfig => config.sppi,
};

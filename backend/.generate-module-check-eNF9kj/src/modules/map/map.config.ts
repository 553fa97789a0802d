import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EnvReader } from '../../config/env-reader';

/** The airspace map's outside services. */
export interface MapConfig {
  /** OSM feature lookup service (Nominatim's /lookup); unset: answer from the shipped localities only. */
  osmLookupUrl: string | undefined;
  /** How long to wait for that service before falling back to the shipped localities. */
  osmLookupTimeoutMs: number;
}

/**
 * OSM_LOOKUP_URL (a Nominatim-compatible `/lookup` endpoint; unset: the lookup answers from the shipped
 * localities only) and OSM_LOOKUP_TIMEOUT_MS (how long to wait for it before falling back, default 5 s).
 * Referenced from map.manifest.ts, so loadConfig reads and validates it with the rest at start.
 */
export function readMapConfig(read: EnvReader): { map: MapConfig } {
  return {
    map: {
      osmLookupUrl: read.endpointUrl('OSM_LOOKUP_URL'),
      osmLookupTimeoutMs: read.integer('OSM_LOOKUP_TIMEOUT_MS', 5000, 100, 60_000),
    },
  };
}

/**
 * The map part of the configuration under its own token: it keeps the services bound to only what they
 * use, and lets a test hand them settings of its own.
 */
export const MAP_CONFIG = Symbol('MAP_CONFIG');

export const mapConfigProvider: Provider = {
  provide: MAP_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): MapConfig => config.map,
};

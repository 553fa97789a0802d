import type { MapConfig } from './app-config';
import type { EnvReader } from './env-reader';

/**
 * OSM_LOOKUP_URL (a Nominatim-compatible `/lookup` endpoint; unset: the lookup answers from the shipped
 * localities only) and OSM_LOOKUP_TIMEOUT_MS (how long to wait for it before falling back, default 5 s).
 */
export function readMapConfig(read: EnvReader): MapConfig {
  return {
    osmLookupUrl: read.endpointUrl('OSM_LOOKUP_URL'),
    osmLookupTimeoutMs: read.integer('OSM_LOOKUP_TIMEOUT_MS', 5000, 100, 60_000),
  };
}

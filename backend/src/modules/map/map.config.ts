/**
 * The map module's own settings. The platform's configuration (src/config) has no map entries yet, so they
 * are read here, once, at start, and validated with the same strictness: a bad value stops the start with
 * a message naming the variable. Fold into AppConfig when the core configuration grows map settings.
 */
export interface MapConfig {
  /** OSM feature lookup service (Nominatim's /lookup); unset: answer from the shipped localities only. */
  osmLookupUrl: string | undefined;
  /** How long to wait for that service before falling back to the shipped localities. */
  osmLookupTimeoutMs: number;
}

export const MAP_CONFIG = Symbol('MAP_CONFIG');

export class MapConfigError extends Error {}

export function loadMapConfig(env: Record<string, string | undefined> = process.env): MapConfig {
  const url = env.OSM_LOOKUP_URL?.trim() || undefined;
  if (url !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new MapConfigError(`OSM_LOOKUP_URL must be an http(s) URL, got "${url}"`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new MapConfigError(`OSM_LOOKUP_URL must be an http(s) URL, got "${url}"`);
    }
  }
  const timeoutText = env.OSM_LOOKUP_TIMEOUT_MS?.trim();
  const timeout = timeoutText ? Number(timeoutText) : 5000;
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 60_000) {
    throw new MapConfigError(`OSM_LOOKUP_TIMEOUT_MS must be an integer between 100 and 60000, got "${timeoutText}"`);
  }
  return { osmLookupUrl: url, osmLookupTimeoutMs: timeout };
}

/**
 * The map's part of the deployment file (docs/contracts.md): `map.onlineTiles` is a tile URL template or
 * null (the shipped base layer only). The shell serves the file at /deployment.json on its own origin;
 * a page without one (the remote's standalone harness) simply gets the offline map.
 */
export interface MapConfig {
  onlineTiles: string | null;
}

let config: Promise<MapConfig> | null = null;

export function parseMapConfig(body: unknown): MapConfig {
  const map = typeof body === 'object' && body !== null ? (body as { map?: { onlineTiles?: unknown } }).map : undefined;
  const tiles = map?.onlineTiles;
  return { onlineTiles: typeof tiles === 'string' && /^https?:\/\//.test(tiles) ? tiles : null };
}

export function loadMapConfig(): Promise<MapConfig> {
  config ??= fetch('/deployment.json', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then(parseMapConfig, () => ({ onlineTiles: null }));
  return config;
}

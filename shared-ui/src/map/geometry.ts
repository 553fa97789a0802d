/**
 * Plain-number geometry for drawing over mfe_map's MapView (Web Mercator, EPSG:3857, as the MapView works in), so that a
 * remote draws with the map instance's own methods and never needs OpenLayers of its own.
 */
export type Coordinate = [number, number];
export type Extent = [number, number, number, number];

/** A WGS 84 point as mfe-map's GeoShape stores it (structural: shared-ui imports no app). */
export interface LatLngLike {
  lat: number;
  lng: number;
}

const HALF_WORLD = 20037508.342789244;
const MAX_LAT = 85.05112878;

/** WGS 84 → Web Mercator, as ol/proj's fromLonLat (latitudes clamped to the projection's square). */
export function toMercator(point: LatLngLike): Coordinate {
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, point.lat));
  const x = (point.lng * HALF_WORLD) / 180;
  const y = (Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) * HALF_WORLD) / Math.PI;
  return [x, y];
}

/** Metres on the ground at a latitude → map units (Mercator stretches by 1 / cos(lat)). */
export const metresToMapUnits = (metres: number, lat: number): number => metres / Math.max(0.01, Math.cos((lat * Math.PI) / 180));

/** A size in metres as screen pixels at the map's resolution, never thinner than a finger-sized 6 px. */
export const metresToPixels = (metres: number, lat: number, resolution: number): number =>
  Math.max(6, metresToMapUnits(metres, lat) / resolution);

/** The box around the coordinates, grown by `pad` map units; no coordinates give a non-finite box. */
export function extentOf(coordinates: readonly Coordinate[], pad = 0): Extent {
  const xs = coordinates.map(([x]) => x);
  const ys = coordinates.map(([, y]) => y);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
}

export const isFiniteExtent = (extent: Extent | null | undefined): extent is Extent => !!extent && extent.every(Number.isFinite);

export const extentCentre = ([minX, minY, maxX, maxY]: Extent): Coordinate => [(minX + maxX) / 2, (minY + maxY) / 2];

/** The box holding every finite extent given, or null when there is none. */
export function unionExtent(extents: readonly (Extent | null | undefined)[]): Extent | null {
  const found = extents.filter(isFiniteExtent);
  if (found.length === 0) return null;
  return found.reduce<Extent>(
    (all, extent) => [Math.min(all[0], extent[0]), Math.min(all[1], extent[1]), Math.max(all[2], extent[2]), Math.max(all[3], extent[3])],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
}

/** Screen pixels as an SVG path (`closed` adds Z). */
export const svgPath = (pixels: readonly Coordinate[], closed: boolean): string =>
  pixels.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ') + (closed ? ' Z' : '');

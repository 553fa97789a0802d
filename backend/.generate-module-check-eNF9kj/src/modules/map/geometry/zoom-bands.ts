/**
 * Zoom bands: the map answers with geometry precomputed for a band of zoom levels rather than per level,
 * so that each object is stored in five variants instead of twenty-three. A band's tolerance is one screen
 * pixel at the band's most detailed zoom (Web Mercator, 256-pixel tiles), so simplification never moves an
 * edge by more than a pixel anywhere in the band.
 */

export const MAX_ZOOM = 22;
/** An object narrower than this many pixels at a zoom is not drawn there (it would be a speck). */
export const MIN_VISIBLE_PIXELS = 4;

export interface ZoomBand {
  index: 0 | 1 | 2 | 3 | 4;
  minZoom: number;
  maxZoom: number;
  /** Douglas–Peucker tolerance in degrees; 0 keeps the geometry as stored. */
  tolerance: number;
  /** Decimals kept in coordinates: about a tenth of the tolerance, so rounding adds no visible error. */
  decimals: number;
}

export function degreesPerPixel(zoom: number): number {
  return 360 / (256 * 2 ** zoom);
}

export const ZOOM_BANDS: readonly ZoomBand[] = [
  { index: 0, minZoom: 0, maxZoom: 4, tolerance: degreesPerPixel(4), decimals: 3 },
  { index: 1, minZoom: 5, maxZoom: 7, tolerance: degreesPerPixel(7), decimals: 4 },
  { index: 2, minZoom: 8, maxZoom: 10, tolerance: degreesPerPixel(10), decimals: 4 },
  { index: 3, minZoom: 11, maxZoom: 13, tolerance: degreesPerPixel(13), decimals: 5 },
  { index: 4, minZoom: 14, maxZoom: MAX_ZOOM, tolerance: 0, decimals: 6 },
];

export function bandForZoom(zoom: number): ZoomBand {
  const found = ZOOM_BANDS.find((band) => zoom >= band.minZoom && zoom <= band.maxZoom);
  if (!found) throw new RangeError(`zoom ${zoom} is outside 0..${MAX_ZOOM}`);
  return found;
}

/**
 * The first zoom at which an object of this extent is at least MIN_VISIBLE_PIXELS wide. Latitude spans are
 * stretched by 1/cos(latitude) in Web Mercator, so they are scaled before comparing with longitude spans.
 */
export function minZoomForExtent(lngSpan: number, latSpan: number, midLatitude: number): number {
  const cos = Math.max(Math.cos((midLatitude * Math.PI) / 180), 0.01);
  const extent = Math.max(lngSpan, latSpan / cos);
  if (extent <= 0) return MAX_ZOOM;
  const zoom = Math.ceil(Math.log2((MIN_VISIBLE_PIXELS * 360) / (256 * extent)));
  return Math.min(MAX_ZOOM, Math.max(0, zoom));
}

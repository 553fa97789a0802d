import { fromLonLat, toLonLat } from 'ol/proj';
import type { Coordinate } from 'ol/coordinate';
import type { LatLng } from '../geo/types';

/** The map works in Web Mercator (EPSG:3857); the API speaks WGS 84 `{ lat, lng }`. */
export const toMapCoordinate = (point: LatLng): Coordinate => fromLonLat([point.lng, point.lat]);

export function toLatLng(coordinate: Coordinate): LatLng {
  const [lng, lat] = toLonLat(coordinate);
  // Normalise a wrapped world (panning past the antimeridian) back to -180…180.
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { lat: Number(lat.toFixed(7)), lng: Number(wrapped.toFixed(7)) };
}

/** Moscow: where the map opens when nothing else is asked for. */
export const DEFAULT_CENTER: LatLng = { lat: 55.75, lng: 37.62 };
export const DEFAULT_ZOOM = 9;

/**
 * Spherical helpers for the pre-check's fixes: a point moved by a distance along a bearing, and a bearing
 * named as one of the eight compass directions.
 */
export interface LatLngPoint {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_METRES = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

export const COMPASS_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassDirection = (typeof COMPASS_DIRECTIONS)[number];

/** The compass direction nearest to a bearing in degrees (0 = north, clockwise). */
export function compassDirection(bearing: number): CompassDirection {
  const normalised = ((bearing % 360) + 360) % 360;
  return COMPASS_DIRECTIONS[Math.round(normalised / 45) % 8];
}

/** The point `distance` metres from `from` along the great circle at `bearing` degrees. */
export function destination(from: LatLngPoint, bearing: number, distance: number): LatLngPoint {
  const angular = distance / EARTH_RADIUS_METRES;
  const theta = rad(bearing);
  const lat1 = rad(from.lat);
  const lng1 = rad(from.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta));
  const lng2 = lng1 + Math.atan2(Math.sin(theta) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: roundCoordinate(deg(lat2)), lng: roundCoordinate(((deg(lng2) + 540) % 360) - 180) };
}

/** Great-circle distance in metres. */
export function distanceMetres(a: LatLngPoint, b: LatLngPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Six decimals: about 0.1 m, what a map click gives. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

import type { Position } from 'geojson';

/** A point as the API carries it; GeoJSON (storage, geometry library) uses [lng, lat] positions instead. */
export interface LatLng {
  lat: number;
  lng: number;
}

export function toPosition(point: LatLng): Position {
  return [point.lng, point.lat];
}

export function toLatLng(position: Position): LatLng {
  return { lat: position[1], lng: position[0] };
}

export function isLatitude(value: number): boolean {
  return Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isLongitude(value: number): boolean {
  return Number.isFinite(value) && value >= -180 && value <= 180;
}

/** Rounds to a number of decimals; used to keep answers small (5 decimals of a degree is about a metre). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

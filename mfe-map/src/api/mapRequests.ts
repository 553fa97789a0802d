import type { QueryObject } from '@nebo/shared-ui';
import type { AltitudeFilter, GeoShape, LayerCode, LatLng } from '../geo/types';

/**
 * Pure builders of the map calls' queries and bodies (docs/requirements.md#map), kept apart from the transport
 * so their shape is unit-tested.
 */

/** [minLng, minLat, maxLng, maxLat] in degrees, as OpenLayers' transformExtent gives it. */
export type LonLatExtent = [number, number, number, number];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const fixed = (value: number) => Number(value.toFixed(5));

/**
 * The box of a view clamped to the world (the backend refuses a box that leaves it); a view wider than
 * the world (zoomed far out, wrapped) becomes the whole world.
 */
export function normalizeExtent(extent: LonLatExtent): LonLatExtent {
  const [minLng, minLat, maxLng, maxLat] = extent;
  const wide = maxLng - minLng >= 360;
  return [
    wide ? -180 : clamp(minLng, -180, 180),
    clamp(minLat, -90, 90),
    wide ? 180 : clamp(maxLng, -180, 180),
    clamp(maxLat, -90, 90),
  ].map(fixed) as LonLatExtent;
}

export interface LayerObjectsParams {
  extent: LonLatExtent;
  zoom: number;
  layers: readonly LayerCode[];
  altitude: AltitudeFilter | null;
}

/** Query of `GET /public/map/layers/objects`: box as minLng,minLat,maxLng,maxLat, layers repeated. */
export function layerObjectsQuery({ extent, zoom, layers, altitude }: LayerObjectsParams): QueryObject {
  return {
    zoomLevel: Math.max(0, Math.floor(zoom)),
    boundingBox: normalizeExtent(extent).join(','),
    layers: [...layers],
    ...(altitude ? { altitudeFilterMode: altitude.mode, altitudeFilterValue: altitude.valueM } : {}),
  };
}

/** Path of `GET /public/map/layers/{id}/objects/{name}` with both segments escaped. */
export function layerObjectPath(id: string, layer: LayerCode): string {
  return `/public/map/layers/${encodeURIComponent(id)}/objects/${encodeURIComponent(layer)}`;
}

/** Query of `GET /public/sunrise`; dates are YYYY-MM-DD, points within Russia only (the spec). */
export function sunriseQuery(point: LatLng, date: string): QueryObject {
  return { date, lat: fixed(point.lat), lng: fixed(point.lng), 'within-ru': true };
}

/** Crossed aerodrome types and authority types the spec lists (docs/requirements.md#vocabulary-map). */
export const CROSSING_AERODROME_TYPES = ['AIRPORT', 'HELIPAD'] as const;
export const CROSSING_AUTHORITY_TYPES = ['ZONAL_CENTER', 'LOCAL_GOVERNMENT'] as const;

export function crossingsQuery(): QueryObject {
  return { aerodromesTypeCodes: [...CROSSING_AERODROME_TYPES], crossedAuthorityTypeCodes: [...CROSSING_AUTHORITY_TYPES] };
}

/** Body of `POST /api/map/crossings`: the geometry exactly as the flight request stores it. */
export function crossingsBody(geometry: GeoShape): { geometry: GeoShape } {
  return { geometry };
}

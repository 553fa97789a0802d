import { api } from '@nebo/shared-ui';
import type {
  CrossingsResponse,
  GeoShape,
  LatLng,
  LayerCode,
  LayerObjectDetail,
  LayerObjectsResponse,
  SunriseResponse,
} from '../geo/types';
import { crossingsBody, crossingsQuery, layerObjectPath, layerObjectsQuery, sunriseQuery, type LayerObjectsParams } from './mapRequests';

/**
 * The map's calls. Map data is public (sent without a token); every failure is handled where it
 * happens (a panel message), never as a page-level error: the map stays usable when one call fails.
 */
export function fetchLayerObjects(params: LayerObjectsParams, signal?: AbortSignal): Promise<LayerObjectsResponse> {
  return api.get<LayerObjectsResponse>('/public/map/layers/objects', {
    query: layerObjectsQuery(params),
    anonymous: true,
    ignoreStatuses: 'all',
    silent: true,
    signal,
  });
}

export function fetchLayerObject(id: string, layer: LayerCode, signal?: AbortSignal): Promise<LayerObjectDetail> {
  return api.get<LayerObjectDetail>(layerObjectPath(id, layer), { anonymous: true, ignoreStatuses: 'all', signal });
}

export function fetchSunrise(point: LatLng, date: string, signal?: AbortSignal): Promise<SunriseResponse> {
  return api.get<SunriseResponse>('/public/sunrise', { query: sunriseQuery(point, date), anonymous: true, ignoreStatuses: 'all', signal });
}

/** Needs a signed-in user (the editor belongs to the flight request); a 401 is shown in the panel. */
export function fetchCrossings(geometry: GeoShape, signal?: AbortSignal): Promise<CrossingsResponse> {
  return api.post<CrossingsResponse>('/api/map/crossings', crossingsBody(geometry), {
    query: crossingsQuery(),
    ignoreStatuses: 'all',
    silent: true,
    signal,
  });
}

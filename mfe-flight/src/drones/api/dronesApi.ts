import type { Schema } from '@nebo/shared-api';
import { api, listQuery, type DroneType, type ListResponse, type WeightClass } from '@nebo/shared-ui';

/**
 * The shapes of the pilot's drone calls, from the backend's OpenAPI document (@nebo/shared-api,
 * docs/requirements.md#contract-openapi-types): a DTO changed on the backend is a type error here.
 */
export type Drone = Schema<'DroneDto'>;
export type DroneListItem = Schema<'DroneListItemDto'>;
/** GET library-defaults/{id}: the form prefilled from a library model. */
export type DroneDefaults = Schema<'DroneDefaultsDto'>;
export type DroneFile = Schema<'FileDto'>;

export const DRONES = '/api/user/drones';

export const DRONES_PAGE_SIZE = 12;

export interface DroneFilter {
  query?: string;
  weightClass?: WeightClass | '';
  droneType?: DroneType | '';
}

/** React-query keys: everything under ['drones'] is the pilot's own data and refreshes together. */
export const dronesKeys = {
  all: ['drones'] as const,
  list: (filter: DroneFilter, page: number, sort: string) => ['drones', 'list', filter, page, sort] as const,
  one: (id: string) => ['drones', 'one', id] as const,
  defaults: (modelId: string) => ['drones', 'library-defaults', modelId] as const,
};

/** GET user/drones/find — the list shows its own loading and error states, so nothing opens an error page. */
export function findDrones(filter: DroneFilter, page: number, sort: string): Promise<ListResponse<DroneListItem>> {
  return api.get<ListResponse<DroneListItem>>(`${DRONES}/find`, {
    query: listQuery({
      query: filter.query?.trim() || undefined,
      filter: { weightClass: filter.weightClass || undefined, droneType: filter.droneType || undefined },
      page,
      size: DRONES_PAGE_SIZE,
      sort,
    }),
    ignoreStatuses: 'all',
  });
}

/** GET user/drones/{id}; another pilot's drone is a 404 the page shows itself. */
export function fetchDrone(id: string): Promise<Drone> {
  return api.get<Drone>(`${DRONES}/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 400] });
}

export function deleteDrone(id: string): Promise<void> {
  return api.delete(`${DRONES}/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 409] });
}

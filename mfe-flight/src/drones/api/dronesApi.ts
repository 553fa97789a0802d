import type { Schema } from '@nebo/shared-api';
import {
  api,
  appendJsonPart,
  listQuery,
  uploadMultipart,
  type DroneType,
  type ListResponse,
  type Projection,
  type UploadOptions,
  type WeightClass,
  type DroneCharacteristics,
} from '@nebo/shared-ui';

/**
 * The shapes of the pilot's drone calls, from the backend's OpenAPI document (@nebo/shared-api,
 * docs/requirements.md#contract-openapi-types): a DTO changed on the backend is a type error here.
 */
export type Drone = Schema<'DroneDto'>;
export type DroneListItem = Schema<'DroneListItemDto'>;
/** GET library-defaults/{id}: the form prefilled from a library model. */
export type DroneDefaults = Schema<'DroneDefaultsDto'>;
export type DroneFile = Schema<'FileDto'>;
export type LibraryManufacturer = Schema<'ManufacturerDto'>;
/** A model of the library's list: a stored one, so its id is set (ModelDto's id is null only for a copy being made). */
export type LibraryModel = Schema<'ModelDto'> & { id: string };

/** The fields of the drone form that a drone shares with its model. */
type CharacteristicKey = keyof DroneCharacteristics;

/**
 * The `drone` JSON part of POST /api/user/drones/insertOrUpdate. The document describes that part as a
 * string (a JSON text), so its fields are taken from the drone the call answers with.
 */
export type DronePayload = Partial<
  Pick<Drone, CharacteristicKey | 'modelId' | 'manufacturer' | 'serialNumber' | 'registrationNumber' | 'issueYear'>
> &
  Pick<Drone, 'name'> & {
    id?: string;
    /** Pictures to keep, by file id; new ones go as `images.<PROJECTION>` parts. */
    imageInfos: { id: string; projection: Projection }[];
    registrationCertScans: { id: string }[];
    airworthinessCertScans: { id: string }[];
  };

const DRONES = '/api/user/drones';

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

/** GET user/drones/library-defaults/{id}: the form prefilled from a library model. */
export function fetchLibraryDefaults(modelId: string): Promise<DroneDefaults> {
  return api.get<DroneDefaults>(`${DRONES}/library-defaults/${encodeURIComponent(modelId)}`, { ignoreStatuses: [400, 404] });
}

/**
 * GET user/drones/checkExistRegistrationNumber. `id` is the drone being edited, whose own number
 * does not count. Silent: it runs while the user types.
 */
export function registrationNumberExists(registrationNumber: string, id?: string, signal?: AbortSignal): Promise<boolean> {
  return api
    .get<{ exists: boolean }>(`${DRONES}/checkExistRegistrationNumber`, {
      query: { registrationNumber, id },
      ignoreStatuses: 'all',
      silent: true,
      signal,
    })
    .then((answer) => answer.exists);
}

export interface DroneUpload {
  payload: DronePayload;
  /** New photos by projection; a projection sent here replaces the stored one. */
  images: Partial<Record<Projection, File>>;
  registrationCertScans: readonly File[];
  airworthinessCertScans: readonly File[];
}

/**
 * POST user/drones/insertOrUpdate (multipart): the drone as JSON in `drone`, photos as
 * `images.FRONT` … `images.BACK`, scans as `registrationCertScans` / `airworthinessCertScans`.
 */
export function saveDrone(upload: DroneUpload, options: Pick<UploadOptions, 'onProgress' | 'signal'> = {}): Promise<Drone> {
  const form = new FormData();
  appendJsonPart(form, 'drone', upload.payload);
  for (const [projection, file] of Object.entries(upload.images)) {
    if (file) form.append(`images.${projection}`, file, file.name);
  }
  for (const file of upload.registrationCertScans) form.append('registrationCertScans', file, file.name);
  for (const file of upload.airworthinessCertScans) form.append('airworthinessCertScans', file, file.name);
  return uploadMultipart<Drone>(`${DRONES}/insertOrUpdate`, form, options);
}

/** Active manufacturers of the library, by text (the first step of picking a model). */
export function findManufacturers(query: string, page: number, size: number): Promise<ListResponse<LibraryManufacturer>> {
  return api.get<ListResponse<LibraryManufacturer>>('/api/drone/manufacturers', {
    query: listQuery({ query: query.trim() || undefined, filter: { status: 'ACTIVE' }, page, size, sort: 'NAME' }),
    ignoreStatuses: 'all',
  });
}

/** Models a pilot can pick (model and manufacturer active), optionally of one manufacturer. */
export function findModels(query: string, manufacturerId: string | null, page: number, size: number): Promise<ListResponse<LibraryModel>> {
  return api.get<ListResponse<LibraryModel>>('/api/drone/models', {
    query: listQuery({
      query: query.trim() || undefined,
      filter: { status: 'ACTIVE', manufacturer: manufacturerId ?? undefined },
      page,
      size,
      sort: 'NAME',
    }),
    ignoreStatuses: 'all',
  });
}

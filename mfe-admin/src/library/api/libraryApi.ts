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
 * The shapes of the drone library calls, from the backend's OpenAPI document (@nebo/shared-api,
 * docs/requirements.md#contract-openapi-types): a DTO changed on the backend is a type error here.
 */
export type Manufacturer = Schema<'ManufacturerDto'>;
export type LibraryStatus = Manufacturer['status'];
/** A library model as read; a copy (GET drone/models/copy/{id}) has `id: null` until it is saved. */
export type Model = Schema<'ModelDto'>;
/** A stored model (lists, reads by id, the answers of writes): its id is set. */
export type StoredModel = Model & { id: string };

/**
 * POST drone/manufacturers/save. The document's ManufacturerSaveDto leaves the optional fields untyped,
 * so they are taken from the manufacturer the call answers with.
 */
export type ManufacturerPayload = Pick<Manufacturer, 'name' | 'nameEn' | 'country' | 'website'> & { id?: string };

/** The figures a model shares with the pilots' drones (shared-ui's characteristics form). */
type CharacteristicKey = keyof DroneCharacteristics;

/**
 * The `model` JSON part of POST drone/models/save. The document describes that part as a string (a JSON
 * text), so its fields are taken from the model the call answers with.
 */
export type ModelPayload = Partial<Pick<Model, CharacteristicKey>> &
  Pick<Model, 'name'> & {
    id?: string;
    manufacturerId: string;
    /** Pictures to keep, by file id; new ones go as `images.<PROJECTION>` parts. */
    imageInfos: { id: string; projection: Projection }[];
  };

const MANUFACTURERS = '/api/drone/manufacturers';
const MODELS = '/api/drone/models';

export const LIBRARY_PAGE_SIZE = 10;

export interface ManufacturerFilter {
  query: string;
  status: LibraryStatus | '';
}

export interface ModelFilter {
  query: string;
  status: LibraryStatus | '';
  manufacturer: string;
  weightClass: WeightClass | '';
  droneType: DroneType | '';
}

/** React-query keys: everything under ['library'] changes together after any write. */
export const libraryKeys = {
  all: ['library'] as const,
  manufacturers: (filter: ManufacturerFilter, page: number, sort: string) => ['library', 'manufacturers', filter, page, sort] as const,
  allManufacturers: ['library', 'manufacturers', 'all'] as const,
  model: (id: string) => ['library', 'model', id] as const,
  copy: (id: string) => ['library', 'copy', id] as const,
  models: (filter: ModelFilter, page: number, sort: string) => ['library', 'models', filter, page, sort] as const,
};

// Lists show their own loading and error states; single reads show their own 404.
export function findManufacturers(
  filter: ManufacturerFilter,
  page: number,
  sort: string,
  size = LIBRARY_PAGE_SIZE,
): Promise<ListResponse<Manufacturer>> {
  return api.get<ListResponse<Manufacturer>>(MANUFACTURERS, {
    query: listQuery({ query: filter.query.trim() || undefined, filter: { status: filter.status || undefined }, page, size, sort }),
    ignoreStatuses: 'all',
  });
}

export function saveManufacturer(payload: ManufacturerPayload): Promise<Manufacturer> {
  return api.post<Manufacturer>(`${MANUFACTURERS}/save`, payload, { ignoreStatuses: [400, 404, 409, 422] });
}

export function setManufacturerArchived(id: string, archived: boolean): Promise<Manufacturer> {
  return api.put<Manufacturer>(`${MANUFACTURERS}/${archived ? 'to-archive' : 'to-active'}/${encodeURIComponent(id)}`, undefined, {
    ignoreStatuses: [404, 409],
  });
}

export function deleteManufacturer(id: string): Promise<void> {
  return api.delete(`${MANUFACTURERS}/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 409] });
}

export function findModels(filter: ModelFilter, page: number, sort: string): Promise<ListResponse<StoredModel>> {
  return api.get<ListResponse<StoredModel>>(MODELS, {
    query: listQuery({
      query: filter.query.trim() || undefined,
      filter: {
        status: filter.status || undefined,
        manufacturer: filter.manufacturer || undefined,
        weightClass: filter.weightClass || undefined,
        droneType: filter.droneType || undefined,
      },
      page,
      size: LIBRARY_PAGE_SIZE,
      sort,
    }),
    ignoreStatuses: 'all',
  });
}

export function fetchModel(id: string): Promise<StoredModel> {
  return api.get<StoredModel>(`${MODELS}/${encodeURIComponent(id)}`, { ignoreStatuses: [400, 404] });
}

/** GET drone/models/copy/{id}: an unsaved copy (id null, name marked as a copy) to edit and save. */
export function fetchModelCopy(id: string): Promise<Model> {
  return api.get<Model>(`${MODELS}/copy/${encodeURIComponent(id)}`, { ignoreStatuses: [400, 404] });
}

export function setModelArchived(id: string, archived: boolean): Promise<StoredModel> {
  return api.put<StoredModel>(`${MODELS}/${archived ? 'to-archive' : 'to-active'}/${encodeURIComponent(id)}`, undefined, {
    ignoreStatuses: [404, 409],
  });
}

/** DELETE drone/models/{id}; a model a registered drone uses is refused with 409 and the server's reason. */
export function deleteModel(id: string): Promise<void> {
  return api.delete(`${MODELS}/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 409] });
}

/** POST drone/models/save (multipart): the model as JSON in `model`, new pictures as `images.<PROJECTION>`. */
export function saveModel(
  payload: ModelPayload,
  images: Partial<Record<Projection, File>>,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<StoredModel> {
  const form = new FormData();
  appendJsonPart(form, 'model', payload);
  for (const [projection, file] of Object.entries(images)) {
    if (file) form.append(`images.${projection}`, file, file.name);
  }
  return uploadMultipart<StoredModel>(`${MODELS}/save`, form, options);
}

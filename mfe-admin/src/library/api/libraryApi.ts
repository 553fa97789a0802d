import { api, appendJsonPart, listQuery, uploadMultipart, type DroneType, type ListResponse, type Projection, type UploadOptions, type WeightClass } from '@nebo/shared-ui';
import type { LibraryStatus, Manufacturer, ManufacturerPayload, Model, ModelPayload } from './libraryTypes';

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
export function findManufacturers(filter: ManufacturerFilter, page: number, sort: string, size = LIBRARY_PAGE_SIZE): Promise<ListResponse<Manufacturer>> {
  return api.get<ListResponse<Manufacturer>>(MANUFACTURERS, {
    query: listQuery({ query: filter.query.trim() || undefined, filter: { status: filter.status || undefined }, page, size, sort }),
    ignoreStatuses: 'all',
  });
}

export function saveManufacturer(payload: ManufacturerPayload): Promise<Manufacturer> {
  return api.post<Manufacturer>(`${MANUFACTURERS}/save`, payload, { ignoreStatuses: [400, 404, 409, 422] });
}

export function setManufacturerArchived(id: string, archived: boolean): Promise<Manufacturer> {
  return api.put<Manufacturer>(`${MANUFACTURERS}/${archived ? 'to-archive' : 'to-active'}/${encodeURIComponent(id)}`, undefined, { ignoreStatuses: [404, 409] });
}

export function deleteManufacturer(id: string): Promise<void> {
  return api.delete(`${MANUFACTURERS}/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 409] });
}

export function findModels(filter: ModelFilter, page: number, sort: string): Promise<ListResponse<Model>> {
  return api.get<ListResponse<Model>>(MODELS, {
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

export function fetchModel(id: string): Promise<Model> {
  return api.get<Model>(`${MODELS}/${encodeURIComponent(id)}`, { ignoreStatuses: [400, 404] });
}

/** GET drone/models/copy/{id}: an unsaved copy (id null, name marked as a copy) to edit and save. */
export function fetchModelCopy(id: string): Promise<Model> {
  return api.get<Model>(`${MODELS}/copy/${encodeURIComponent(id)}`, { ignoreStatuses: [400, 404] });
}

export function setModelArchived(id: string, archived: boolean): Promise<Model> {
  return api.put<Model>(`${MODELS}/${archived ? 'to-archive' : 'to-active'}/${encodeURIComponent(id)}`, undefined, { ignoreStatuses: [404, 409] });
}

/** DELETE drone/models/{id}; a model a registered drone uses is refused with 409 and the server's reason. */
export function deleteModel(id: string): Promise<void> {
  return api.delete(`${MODELS}/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 409] });
}

/** POST drone/models/save (multipart): the model as JSON in `model`, new pictures as `images.<PROJECTION>`. */
export function saveModel(payload: ModelPayload, images: Partial<Record<Projection, File>>, options: Pick<UploadOptions, 'onProgress' | 'signal'> = {}): Promise<Model> {
  const form = new FormData();
  appendJsonPart(form, 'model', payload);
  for (const [projection, file] of Object.entries(images)) {
    if (file) form.append(`images.${projection}`, file, file.name);
  }
  return uploadMultipart<Model>(`${MODELS}/save`, form, options);
}

import { api, type ListResponse } from '../../api/client';
import { listQuery } from '../../api/query';
import type { LibraryManufacturer, LibraryModel } from './droneFormApi';

/** Active manufacturers of the drone library, by text (the first step of picking a model). */
export function findLibraryManufacturers(query: string, page: number, size: number): Promise<ListResponse<LibraryManufacturer>> {
  return api.get<ListResponse<LibraryManufacturer>>('/api/drone/manufacturers', {
    query: listQuery({ query: query.trim() || undefined, filter: { status: 'ACTIVE' }, page, size, sort: 'NAME' }),
    ignoreStatuses: 'all',
  });
}

/** Models a drone can be registered from (model and manufacturer active), optionally of one manufacturer. */
export function findLibraryModels(
  query: string,
  manufacturerId: string | null,
  page: number,
  size: number,
): Promise<ListResponse<LibraryModel>> {
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

import type { Schema } from '@nebo/shared-api';
import {
  api,
  droneFormData,
  listQuery,
  uploadMultipart,
  type DroneDefaults,
  type DroneFileGroup,
  type DroneFormApi,
  type ListResponse,
} from '@nebo/shared-ui';

/** The company drone calls of §7.3 (D11), under /business/api/company-profile; admins write, all staff read. */
export type CompanyDroneDto = Schema<'CompanyDroneDto'>;
export type CompanyDronePageDto = Schema<'CompanyDronePageDto'>;
export type CompanyDroneListItem = CompanyDronePageDto['data'][number];

const PROFILE = '/business/api/company-profile';
const DRONE = `${PROFILE}/drone`;

export const COMPANY_DRONES_PAGE_SIZE = 12;

export interface CompanyDroneFilter {
  query: string;
  droneType: string;
}

/** React-query keys: a saved or deleted drone refreshes the list, the drone and the summary's dronesCount. */
export const companyDroneKeys = {
  all: ['company', 'drones'] as const,
  list: (filter: CompanyDroneFilter, page: number) => ['company', 'drones', 'list', filter, page] as const,
  one: (id: string) => ['company', 'drones', 'one', id] as const,
  defaults: (modelId: string) => ['company', 'drones', 'default', modelId] as const,
};

/** GET company-profile/drone/list-item (filters; data, meta). */
export function fetchCompanyDrones(filter: CompanyDroneFilter, page: number): Promise<ListResponse<CompanyDroneListItem>> {
  return api.get<ListResponse<CompanyDroneListItem>>(`${DRONE}/list-item`, {
    query: listQuery({
      query: filter.query.trim() || undefined,
      filter: { droneType: filter.droneType || undefined },
      page,
      size: COMPANY_DRONES_PAGE_SIZE,
      sort: 'CREATE_DATE-',
    }),
    ignoreStatuses: 'all',
  });
}

/** GET company-profile/drone/{id}; another company's drone is a 404 the page shows itself. */
export function fetchCompanyDrone(id: string): Promise<CompanyDroneDto> {
  return api.get<CompanyDroneDto>(`${DRONE}/${encodeURIComponent(id)}`, { ignoreStatuses: [400, 404] });
}

export function deleteCompanyDrone(id: string): Promise<void> {
  return api.delete(`${DRONE}/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 409] });
}

/**
 * The shared drone form's adapter for the company: GET drone/default/?modelId=, GET
 * company-profile/checkExistRegistrationNumber (numbers are unique across individual and company drones) and
 * POST drone/insertOrUpdate (multipart, with the proof of ownership as `ownershipProofScan`).
 */
export const companyDroneFormApi: DroneFormApi<CompanyDroneDto> = {
  modelDefaults: (modelId) => api.get<DroneDefaults>(`${DRONE}/default/`, { query: { modelId }, ignoreStatuses: [400, 404] }),
  registrationNumberExists: (registrationNumber, id, signal) =>
    api
      .get<{ exists: boolean }>(`${PROFILE}/checkExistRegistrationNumber`, {
        query: { registrationNumber, id },
        ignoreStatuses: 'all',
        silent: true,
        signal,
      })
      .then((answer) => answer.exists),
  save: (upload, options) => uploadMultipart<CompanyDroneDto>(`${DRONE}/insertOrUpdate`, droneFormData(upload), options),
};

/** The company's further scans: one proof of ownership (the certificates are the form's own groups). */
export function companyFileGroups(label: string, hint?: string): DroneFileGroup[] {
  return [{ name: 'ownershipProofScan', label, hint, single: true }];
}

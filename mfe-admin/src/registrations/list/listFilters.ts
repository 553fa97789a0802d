import type { QueryObject } from '@nebo/shared-ui';
import { REGISTRATION_STATUSES, REQUEST_KINDS, REQUEST_SORTS, type RegistrationStatus, type RequestKind, type RequestSort } from '../types';

/**
 * The list's filters as the address keeps them (a status list comma-joined in one parameter) and as the API reads
 * them (status repeated, kind, query, page, size, sort; brief H2).
 */
export interface RequestFilter {
  statuses: RegistrationStatus[];
  kind: RequestKind | '';
  /** Company name, INN or applicant. */
  text: string;
}

export const REQUESTS_PAGE_SIZE = 20;

export const FILTER_PARAMS = ['status', 'kind', 'query'] as const;

export function filterFromParams(params: URLSearchParams): RequestFilter {
  const statuses = (params.get('status') ?? '').split(',');
  const kind = params.get('kind');
  return {
    // In the order the chips show them, once each, whatever order the address had.
    statuses: REGISTRATION_STATUSES.filter((status) => statuses.includes(status)),
    kind: REQUEST_KINDS.includes(kind as RequestKind) ? (kind as RequestKind) : '',
    text: params.get('query')?.trim() ?? '',
  };
}

export function sortFromParams(params: URLSearchParams): RequestSort {
  return REQUEST_SORTS.find((value) => value === params.get('sort')) ?? REQUEST_SORTS[0];
}

/** The address changes that select exactly `statuses` (none = every status). */
export function statusParam(statuses: readonly RegistrationStatus[]): Record<string, string | null> {
  const ordered = REGISTRATION_STATUSES.filter((status) => statuses.includes(status));
  return { status: ordered.length > 0 ? ordered.join(',') : null };
}

export function toggleStatus(statuses: readonly RegistrationStatus[], status: RegistrationStatus): RegistrationStatus[] {
  return statuses.includes(status) ? statuses.filter((each) => each !== status) : [...statuses, status];
}

export const isFiltered = (filter: RequestFilter): boolean => filter.statuses.length > 0 || filter.kind !== '' || filter.text !== '';

export const clearedFilters = (): Record<string, null> => Object.fromEntries(FILTER_PARAMS.map((name) => [name, null]));

/** GET /api/company-registration/request: empty filters left out; either date newest first (a trailing `-`). */
export function listQueryOf(filter: RequestFilter, page: number, sort: RequestSort, size = REQUESTS_PAGE_SIZE): QueryObject {
  return {
    status: filter.statuses,
    kind: filter.kind || undefined,
    query: filter.text || undefined,
    page,
    size,
    sort: `${sort}-`,
  };
}

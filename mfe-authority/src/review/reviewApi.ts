import { api, appendJsonPart, uploadMultipart, type ListResponse, type UploadOptions } from '@nebo/shared-ui';
import { listQueryOf, type ReviewFilter } from './list/listFilters';
import type {
  AuthorityFlightRequestDto,
  AuthorityFlightRequestPageDto,
  DecisionInput,
  DecisionKind,
  PurposeItem,
  ReviewSort,
} from './types';

const BASE = '/api/authority/flight-requests';

const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** React-query keys: a decision refreshes everything under ['authority', 'review'] (the list and the request). */
export const reviewKeys = {
  all: ['authority', 'review'] as const,
  list: (filter: ReviewFilter, page: number, sort: ReviewSort) => ['authority', 'review', 'list', filter, page, sort] as const,
  one: (id: string) => ['authority', 'review', 'request', id] as const,
  purposes: (language: string) => ['dictionary', 'FLIGHT_PURPOSE', language] as const,
};

/** The list shows its own loading and error states. */
export function findReviewRequests(filter: ReviewFilter, page: number, sort: ReviewSort): Promise<AuthorityFlightRequestPageDto> {
  return api.get<AuthorityFlightRequestPageDto>(BASE, { query: listQueryOf(filter, page, sort), ignoreStatuses: 'all' });
}

/** 404 (another authority's or an unknown id) is a state of the page, not an error page. */
export function fetchReviewRequest(id: string): Promise<AuthorityFlightRequestDto> {
  return api.get<AuthorityFlightRequestDto>(one(id), { ignoreStatuses: 'all' });
}

/** GET /api/dictionaries/FLIGHT_PURPOSE (names in the request's language). */
export function fetchPurposes(): Promise<ListResponse<PurposeItem>> {
  return api.get<ListResponse<PurposeItem>>('/api/dictionaries/FLIGHT_PURPOSE', {
    query: { page: 0, size: 100 },
    ignoreStatuses: 'all',
    silent: true,
  });
}

/** The multipart body of a decision: the JSON part `decision`, and the file part `decisionFile` when one is chosen. */
export function decisionForm(decision: DecisionInput, file: File | null): FormData {
  const form = new FormData();
  appendJsonPart(form, 'decision', decision);
  if (file) form.append('decisionFile', file, file.name);
  return form;
}

/**
 * PATCH …/{id}/approve | …/reject with upload progress. Every refusal (400 fields, 404, 409 decided, 413, 415)
 * is shown in the dialog, so none of them leaves the page.
 */
export function decide(
  id: string,
  kind: DecisionKind,
  decision: DecisionInput,
  file: File | null,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<AuthorityFlightRequestDto> {
  return uploadMultipart<AuthorityFlightRequestDto>(`${one(id)}/${kind}`, decisionForm(decision, file), {
    ...options,
    method: 'PATCH',
    ignoreStatuses: [400, 403, 404, 409, 413, 415, 422],
  });
}

import { api, appendJsonPart, uploadMultipart, type UploadOptions } from '@nebo/shared-ui';
import { listQueryOf, type RequestFilter } from './list/listFilters';
import type { DecisionKind, RegistrationRequestDto, RegistrationRequestPageDto, RequestSort } from './types';

/** D1/D2: the reviewer's calls of §7.14 live beside the applicant's, under /api/company-registration/request. */
const BASE = '/api/company-registration/request';

/** React-query keys: a decision refreshes everything under ['admin', 'registrations']. */
export const registrationKeys = {
  all: ['admin', 'registrations'] as const,
  list: (filter: RequestFilter, page: number, sort: RequestSort) => ['admin', 'registrations', 'list', filter, page, sort] as const,
  one: (id: string) => ['admin', 'registrations', 'request', id] as const,
  bases: (language: string) => ['admin', 'registrations', 'appointment-basis', language] as const,
};

/** The list shows its own loading and error states. */
export function findRequests(filter: RequestFilter, page: number, sort: RequestSort): Promise<RegistrationRequestPageDto> {
  return api.get<RegistrationRequestPageDto>(BASE, { query: listQueryOf(filter, page, sort), ignoreStatuses: 'all' });
}

/** 404 (an unknown id) is a state of the page, not an error page. */
export function fetchRequest(id: string): Promise<RegistrationRequestDto> {
  return api.get<RegistrationRequestDto>(`${BASE}/${encodeURIComponent(id)}`, { ignoreStatuses: 'all' });
}

export interface DictionaryItem {
  code: string;
  name: string;
}

/** GET /api/company-registration/appointment-basis (names in the request's language); the codes stand in when it fails. */
export function fetchAppointmentBases(): Promise<{ data: DictionaryItem[] }> {
  return api.get<{ data: DictionaryItem[] }>('/api/company-registration/appointment-basis', { ignoreStatuses: 'all', silent: true });
}

/** The multipart body of an approval (D2): the JSON part `decision`, and `contractFile` when one is chosen. */
export function approvalForm(requestId: string, file: File | null): FormData {
  const form = new FormData();
  appendJsonPart(form, 'decision', { requestId });
  if (file) form.append('contractFile', file, file.name);
  return form;
}

const DECISION_REFUSALS = [400, 403, 404, 409, 413, 415, 422];

/**
 * POST …/approve (multipart, with upload progress), …/decline or …/fix-required ({requestId, commentary}). Every
 * refusal is shown in the dialog, so none of them leaves the page.
 */
export function decide(
  kind: DecisionKind,
  requestId: string,
  commentary: string,
  file: File | null,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<unknown> {
  if (kind === 'approve') {
    return uploadMultipart<unknown>(`${BASE}/approve`, approvalForm(requestId, file), {
      ...options,
      method: 'POST',
      ignoreStatuses: DECISION_REFUSALS,
    });
  }
  return api.post<unknown>(`${BASE}/${kind}`, { requestId, commentary }, { ignoreStatuses: DECISION_REFUSALS, signal: options.signal });
}

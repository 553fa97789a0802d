import { api, appendJsonPart, uploadMultipart, type UploadOptions } from '@nebo/shared-ui';
import type {
  CompanyChangeRequestResultDto,
  CompanyDocumentDto,
  CompanyDocumentPageDto,
  CompanyGeneralInfoDiffDto,
  CompanyPaymentInfoDto,
  CompanyProfileFormDto,
  CompanyRegistrationInfoDto,
  CompanyRegistrationRequestDto,
  CompanySummaryDto,
  DictionaryItemDto,
} from './types';

/** D1: the applicant is an individual (/api); the company's own calls live under /business/api. */
const REGISTRATION = '/api/company-registration';
const PROFILE = '/business/api/company-profile';

/** React-query keys: a write invalidates its own branch, and `summary` whenever the header's data may change. */
export const companyKeys = {
  summary: ['company', 'summary'] as const,
  myRequest: ['company', 'registration', 'my'] as const,
  dictionary: (name: string) => ['company', 'dictionary', name] as const,
  diff: ['company', 'general-info', 'diff'] as const,
  payment: ['company', 'payment-info'] as const,
  documentsAll: ['company', 'documents'] as const,
  documents: (type: string, page: number) => ['company', 'documents', type, page] as const,
  document: (id: string) => ['company', 'document', id] as const,
};

export const DOCUMENTS_PAGE_SIZE = 10;

interface DictionaryAnswer {
  data: DictionaryItemDto[];
}

/** GET …/company-profile/summary (D12); 403 `companies.not-a-member` is a state of the area, not an error page. */
export function fetchSummary(): Promise<CompanySummaryDto> {
  return api.get<CompanySummaryDto>(`${PROFILE}/summary`, { ignoreStatuses: [403, 404] });
}

// ——— registration (§7.14, applicant) ———

export function fetchRegistrationDictionary(name: 'company-type' | 'appointment-basis'): Promise<DictionaryItemDto[]> {
  return api.get<DictionaryAnswer>(`${REGISTRATION}/${name}`, { ignoreStatuses: 'all' }).then((answer) => answer?.data ?? []);
}

/** The caller's latest registration request, or null when there is none (404 `company-registration.not-found`). */
export async function fetchMyRequest(): Promise<CompanyRegistrationRequestDto | null> {
  try {
    return await api.get<CompanyRegistrationRequestDto>(`${REGISTRATION}/request/my`, { ignoreStatuses: [404] });
  } catch (error) {
    if ((error as { statusCode?: number })?.statusCode === 404) return null;
    throw error;
  }
}

export function createRequest(info: CompanyRegistrationInfoDto): Promise<CompanyRegistrationRequestDto> {
  return api.post<CompanyRegistrationRequestDto>(`${REGISTRATION}/request/create`, info);
}

export function updateRequest(info: CompanyRegistrationInfoDto): Promise<CompanyRegistrationRequestDto> {
  return api.patch<CompanyRegistrationRequestDto>(`${REGISTRATION}/request/update`, info);
}

export function deleteMyRequest(): Promise<void> {
  return api.delete(`${REGISTRATION}/request/my`, { ignoreStatuses: 'all' });
}

// ——— company profile (§7.16) ———

export function fetchProfileDictionary(name: 'company-type' | 'appointment-basis' | 'company-document-type'): Promise<DictionaryItemDto[]> {
  return api.get<DictionaryAnswer>(`${PROFILE}/${name}`, { ignoreStatuses: 'all' }).then((answer) => answer?.data ?? []);
}

export function fetchGeneralInfoDiff(): Promise<CompanyGeneralInfoDiffDto> {
  return api.get<CompanyGeneralInfoDiffDto>(`${PROFILE}/general-info/diff`, { ignoreStatuses: 'all' });
}

/** D6: contact fields apply at once, legal ones open a change request that goes to review. */
export function requestGeneralInfoChange(form: CompanyProfileFormDto): Promise<CompanyChangeRequestResultDto> {
  return api.post<CompanyChangeRequestResultDto>(`${PROFILE}/general-info/change-request`, form);
}

/** POST …/avatar, multipart field `avatar`; answers `{ url }`. */
export function uploadCompanyAvatar(file: File, options: UploadOptions = {}): Promise<{ url: string | null }> {
  const form = new FormData();
  form.append('avatar', file);
  return uploadMultipart<{ url: string | null }>(`${PROFILE}/avatar`, form, options);
}

export function deleteCompanyAvatar(): Promise<void> {
  return api.delete(`${PROFILE}/avatar`, { ignoreStatuses: 'all' });
}

export function fetchPaymentInfo(): Promise<CompanyPaymentInfoDto> {
  return api.get<CompanyPaymentInfoDto>(`${PROFILE}/payment-info`, { ignoreStatuses: 'all' });
}

export function savePaymentInfo(info: CompanyPaymentInfoDto): Promise<CompanyPaymentInfoDto> {
  return api.put<CompanyPaymentInfoDto>(`${PROFILE}/payment-info`, info);
}

// ——— company documents (D9) ———

export function fetchDocuments(type: string, page: number): Promise<CompanyDocumentPageDto> {
  return api.get<CompanyDocumentPageDto>(`${PROFILE}/company-document`, {
    query: { type: type || undefined, page, size: DOCUMENTS_PAGE_SIZE, sort: 'CREATE_DATE-' },
    ignoreStatuses: 'all',
  });
}

export function fetchDocument(id: string): Promise<CompanyDocumentDto> {
  return api.get<CompanyDocumentDto>(`${PROFILE}/company-document/${encodeURIComponent(id)}`, { ignoreStatuses: 'all' });
}

/** The JSON part `formData` of a company document (date as YYYY-MM-DD). */
export interface CompanyDocumentPayload {
  type: string;
  number: string;
  date: string;
}

/** POST (new) or PATCH (id given; the file part is optional then): `formData` JSON + `file`, with upload progress. */
export function saveDocument(
  id: string | null,
  payload: CompanyDocumentPayload,
  file: File | null,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<CompanyDocumentDto> {
  const form = new FormData();
  appendJsonPart(form, 'formData', payload);
  if (file) form.append('file', file, file.name);
  const path = id ? `${PROFILE}/company-document/${encodeURIComponent(id)}` : `${PROFILE}/company-document`;
  return uploadMultipart<CompanyDocumentDto>(path, form, { ...options, method: id ? 'PATCH' : 'POST' });
}

export function deleteDocument(id: string): Promise<void> {
  return api.delete(`${PROFILE}/company-document/${encodeURIComponent(id)}`, { ignoreStatuses: 'all' });
}

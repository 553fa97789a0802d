import { api, appendJsonPart, listQuery, uploadMultipart, type ListResponse, type StoredFile, type UploadOptions } from '@nebo/shared-ui';
import type { DocumentTypeCode } from './documentTypes';

/** A personal document as the API returns it (docs/requirements.md#ui-documents). */
export interface PersonalDocument {
  id: string;
  typeCode: DocumentTypeCode;
  type?: unknown;
  series?: string | null;
  number?: string | null;
  /** YYYY-MM-DD */
  issued?: string | null;
  issuer?: string | null;
  birthPlace?: string | null;
  residenceAddress?: string | null;
  files?: StoredFile[];
  esiaDocument?: boolean;
  createDate?: string | null;
}

/** The JSON part of POST /api/user/current/documents. */
export interface DocumentPayload {
  typeCode: DocumentTypeCode;
  series?: string;
  number: string;
  issued?: string;
  issuer?: string;
  birthPlace?: string;
  residenceAddress?: string;
}

const DOCUMENTS = '/api/user/current/documents';

/** Page 0, size 5, sort CREATE_DATE (docs/requirements.md#ui-lists). */
export const DOCUMENTS_PAGE_SIZE = 5;

export const documentsKey = (typeCode: DocumentTypeCode, page?: number) =>
  page === undefined ? (['user', 'current', 'documents', typeCode] as const) : (['user', 'current', 'documents', typeCode, page] as const);

export function fetchDocuments(typeCode: DocumentTypeCode, page: number): Promise<ListResponse<PersonalDocument>> {
  // The list shows its own loading, empty and error states, so no failure opens an error page.
  return api.get<ListResponse<PersonalDocument>>(DOCUMENTS, {
    query: listQuery({ filter: { typeCode }, page, size: DOCUMENTS_PAGE_SIZE }),
    ignoreStatuses: 'all',
  });
}

export function fetchDocument(id: string): Promise<PersonalDocument> {
  return api.get<PersonalDocument>(`${DOCUMENTS}/${encodeURIComponent(id)}`, { ignoreStatuses: [404] });
}

export function deleteDocument(id: string): Promise<void> {
  return api.delete(`${DOCUMENTS}/${encodeURIComponent(id)}`, { ignoreStatuses: [404] });
}

/** Multipart: the document as JSON in `document`, each scan as a `files` part (docs/requirements.md#ui-documents). */
export function createDocument(
  payload: DocumentPayload,
  files: readonly File[],
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<PersonalDocument> {
  const form = new FormData();
  appendJsonPart(form, 'document', payload);
  for (const file of files) form.append('files', file, file.name);
  return uploadMultipart<PersonalDocument>(DOCUMENTS, form, options);
}

import { apiDateToDisplay, displayDateToApi, newFilesOf, storedEntries, type FileEntry, type StoredFile } from '@nebo/shared-ui';
import type { CompanyDocumentPayload } from '../api/companyApi';
import type { CompanyDocumentDto } from '../api/types';
import type { Translate } from '../registration/companyInfoForm';

/** P1 §5: a document number is at most 150 characters. */
export const DOCUMENT_NUMBER_LIMIT = 150;

export interface DocumentValues {
  type: string;
  number: string;
  /** DD.MM.YYYY as typed; sent as YYYY-MM-DD. */
  date: string;
  file: FileEntry[];
}

export const DOCUMENT_FIELDS = ['type', 'number', 'date', 'file'] as const;

/** The type's code whether the server sends the code or a dictionary item. */
export function documentTypeCode(type: unknown): string {
  if (typeof type === 'string') return type;
  if (type && typeof type === 'object' && 'code' in type) return String((type as { code: unknown }).code);
  return '';
}

/** What the form reads of a stored document (the generated DTO or its fallback shape). */
interface DocumentLike {
  type?: unknown;
  number?: string | null;
  date?: string | null;
  file?: StoredFile | null;
}

export function documentValues(document: CompanyDocumentDto | DocumentLike | null | undefined): DocumentValues {
  const doc = document as DocumentLike | null | undefined;
  return {
    type: documentTypeCode(doc?.type),
    number: doc?.number ?? '',
    date: doc?.date ? apiDateToDisplay(doc.date) : '',
    file: storedEntries(doc?.file ? [doc.file] : []),
  };
}

export function documentPayload(values: DocumentValues): CompanyDocumentPayload {
  return { type: values.type, number: values.number.trim(), date: displayDateToApi(values.date) ?? '' };
}

/** The new file to upload, or null when the stored one stays (PATCH then sends no file part). */
export const fileToSend = (values: DocumentValues): File | null => newFilesOf(values.file)[0] ?? null;

/** D9: type, number (≤ 150), a past DD.MM.YYYY date and exactly one file (stored or new). */
export function validateDocument(values: DocumentValues, t: Translate, today: string): Partial<Record<keyof DocumentValues, string>> {
  const errors: Partial<Record<keyof DocumentValues, string>> = {};
  if (!values.type) errors.type = t('info.errors.required');
  const number = (values.number ?? '').trim();
  if (!number) errors.number = t('info.errors.required');
  else if (number.length > DOCUMENT_NUMBER_LIMIT) errors.number = t('info.errors.tooLong', { max: DOCUMENT_NUMBER_LIMIT });
  if (!values.date) errors.date = t('info.errors.required');
  else {
    const iso = displayDateToApi(values.date);
    if (!iso) errors.date = t('documents.errors.date');
    else if (iso > today) errors.date = t('documents.errors.futureDate');
  }
  if (!values.file || values.file.length === 0) errors.file = t('documents.errors.file');
  return errors;
}

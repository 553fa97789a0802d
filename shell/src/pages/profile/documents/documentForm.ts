import {
  addressText,
  composeValidators,
  cyrillicPair,
  displayDateToApi,
  exactDigits,
  innIndividual,
  maxLength,
  newFilesOf,
  pastDate,
  required,
  requiredFiles,
  snils,
  i18n,
  type FileEntry,
  type Validator,
} from '@nebo/shared-ui';
import type { DocumentPayload } from './documentsApi';
import type { DocumentField, DocumentTypeConfig } from './documentTypes';

/** The form as typed: dates as DD.MM.YYYY, numbers with their mask literals. */
export interface DocumentValues {
  series?: string;
  number?: string;
  issued?: string;
  issuer?: string;
  birthPlace?: string;
  residenceAddress?: string;
  files?: FileEntry[];
}

/** A document number is at most 150 characters; the same bound serves the texts (docs/requirements.md#ui-masks). */
export const DOCUMENT_TEXT_MAX = 150;
const ADDRESS_MAX = 500;

function shapeRule(type: DocumentTypeConfig, field: DocumentField): Validator<string | undefined> | undefined {
  switch (type.code) {
    case 'RU_PASSPORT':
      if (field === 'series') return exactDigits(4);
      if (field === 'number') return exactDigits(6);
      return undefined;
    case 'RU_MILITARY_TICKET':
    case 'RU_MILITARY_IDENTITY_CARD':
      if (field === 'series') return cyrillicPair;
      if (field === 'number') return exactDigits(7);
      return undefined;
    case 'RU_INN':
      return field === 'number' ? innIndividual : undefined;
    case 'RU_SNILS':
      return field === 'number' ? snils : undefined;
    default:
      return undefined;
  }
}

/** The validator of one field: required, its shape (mask pattern and checksum), dates not in the future, lengths. */
export function fieldValidator(type: DocumentTypeConfig, field: DocumentField): Validator<string | undefined> {
  const rules: Validator<string | undefined>[] = [];
  if (type.required.includes(field)) rules.push(required as Validator<string | undefined>);
  const shape = shapeRule(type, field);
  if (shape) rules.push(shape);
  if (field === 'issued') rules.push(pastDate);
  if (field === 'birthPlace' || field === 'residenceAddress') rules.push(addressText, maxLength(ADDRESS_MAX));
  if (field === 'issuer') rules.push(maxLength(DOCUMENT_TEXT_MAX));
  if (field === 'number') rules.push(maxLength(DOCUMENT_TEXT_MAX));
  return composeValidators(...rules);
}

export function filesValidator(type: DocumentTypeConfig): Validator<FileEntry[] | undefined> | undefined {
  return type.scans.required ? requiredFiles(() => i18n.t('shell:profile.documents.scansRequired')) : undefined;
}

/** Values → the JSON part: trimmed texts, empty ones left out, the date as YYYY-MM-DD. */
export function toDocumentPayload(type: DocumentTypeConfig, values: DocumentValues): DocumentPayload {
  const payload: DocumentPayload = { typeCode: type.code, number: (values.number ?? '').trim() };
  for (const field of type.fields) {
    if (field === 'number') continue;
    const text = (values[field] ?? '').trim();
    if (text === '') continue;
    if (field === 'issued') payload.issued = displayDateToApi(text) ?? text;
    else payload[field] = text;
  }
  return payload;
}

export const filesToSend = (values: DocumentValues): File[] => newFilesOf(values.files);

/** Field names a server error may name, so it lands next to its field rather than in the banner. */
export function documentFormFields(type: DocumentTypeConfig): string[] {
  return [...type.fields, 'files'];
}

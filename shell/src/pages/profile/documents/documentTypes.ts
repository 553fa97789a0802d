import { MASKS, type FileFormat, FILE_SIZE_LIMITS, SCAN_FORMATS } from '@nebo/shared-ui';

/** The personal document codes (docs/requirements.md#ui-documents). */
export type DocumentTypeCode =
  'RU_PASSPORT' | 'RU_MILITARY_TICKET' | 'RU_MILITARY_IDENTITY_CARD' | 'RU_REMOTE_PILOT_LICENSE' | 'RU_INN' | 'RU_SNILS';

export type DocumentField = 'series' | 'number' | 'issued' | 'issuer' | 'birthPlace' | 'residenceAddress';

export interface DocumentTypeConfig {
  code: DocumentTypeCode;
  /** The route segment under /profile/ (docs/requirements.md#ui-documents). */
  slug: string;
  /** Translation key under profile.documents.types. */
  key: string;
  /** Fields of the form, in order. */
  fields: readonly DocumentField[];
  required: readonly DocumentField[];
  masks: Partial<Record<DocumentField, string>>;
  scans: { required: boolean; formats: readonly FileFormat[]; maxBytes: number };
}

const scans = (required: boolean) => ({ required, formats: SCAN_FORMATS, maxBytes: FILE_SIZE_LIMITS.large });

/**
 * What each document page asks for (docs/requirements.md#ui-documents): the passport also has birth place
 * and residence address; the pilot licence has no issuer; INN and SNILS carry a number only. The masks are
 * docs/requirements.md#ui-masks.
 */
export const DOCUMENT_TYPES: readonly DocumentTypeConfig[] = [
  {
    code: 'RU_PASSPORT',
    slug: 'passport',
    key: 'passport',
    fields: ['series', 'number', 'issued', 'issuer', 'birthPlace', 'residenceAddress'],
    required: ['series', 'number', 'issued', 'issuer', 'birthPlace', 'residenceAddress'],
    masks: { series: MASKS.passportSeries, number: MASKS.passportNumber, issued: MASKS.date },
    scans: scans(true),
  },
  {
    code: 'RU_MILITARY_TICKET',
    slug: 'military-ticket',
    key: 'militaryTicket',
    fields: ['series', 'number', 'issued', 'issuer'],
    required: ['series', 'number', 'issued', 'issuer'],
    masks: { series: MASKS.militaryTicketSeries, number: MASKS.militaryTicketNumber, issued: MASKS.date },
    scans: scans(true),
  },
  {
    // The serviceman's identity card has the military ticket's shape: two Cyrillic capitals and seven digits.
    code: 'RU_MILITARY_IDENTITY_CARD',
    slug: 'military-identity-card',
    key: 'militaryIdentityCard',
    fields: ['series', 'number', 'issued', 'issuer'],
    required: ['series', 'number', 'issued', 'issuer'],
    masks: { series: MASKS.militaryTicketSeries, number: MASKS.militaryTicketNumber, issued: MASKS.date },
    scans: scans(true),
  },
  {
    code: 'RU_REMOTE_PILOT_LICENSE',
    slug: 'remote-pilot-license',
    key: 'remotePilotLicense',
    fields: ['number', 'issued'],
    required: ['number', 'issued'],
    masks: { issued: MASKS.date },
    scans: scans(true),
  },
  {
    code: 'RU_INN',
    slug: 'inn',
    key: 'inn',
    fields: ['number'],
    required: ['number'],
    masks: { number: MASKS.innIndividual },
    scans: scans(false),
  },
  {
    code: 'RU_SNILS',
    slug: 'snils',
    key: 'snils',
    fields: ['number'],
    required: ['number'],
    masks: { number: MASKS.snils },
    scans: scans(false),
  },
];

export function documentTypeBySlug(slug: string): DocumentTypeConfig | undefined {
  return DOCUMENT_TYPES.find((type) => type.slug === slug);
}

export function documentTypeByCode(code: string): DocumentTypeConfig | undefined {
  return DOCUMENT_TYPES.find((type) => type.code === code);
}

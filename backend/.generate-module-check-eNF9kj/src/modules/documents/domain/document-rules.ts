import type { FieldError } from '../../../common/errors/error-body';
import { plainText } from '../../../common/validation/plain-text';
import { unsafeStringErrors } from '../../../common/validation/unsafe-strings';
import { PERSONAL_DOCUMENT_TYPES, PersonalDocumentType } from '../../dictionaries/definitions/static-dictionaries';
import {
  ADDRESS_PATTERN,
  DOCUMENT_NUMBER_MAX_LENGTH,
  MILITARY_NUMBER,
  MILITARY_SERIES,
  PASSPORT_NUMBER,
  PASSPORT_SERIES,
  personInnProblem,
  snilsProblem,
} from './identifiers';

export const TEXT_MAX_LENGTH = 500;
export const MAX_SCANS = 10;

/** A personal document as validated, ready to store. */
export interface DocumentInput {
  id: string | null;
  typeCode: PersonalDocumentType;
  series: string | null;
  number: string;
  issued: string | null;
  issuer: string | null;
  residenceAddress: string | null;
  birthPlace: string | null;
  /** Existing scans to keep, by file id. */
  keptFileIds: string[];
}

type Requirement = 'required' | 'optional' | 'absent';

interface TypeRules {
  series: Requirement;
  seriesPattern?: { pattern: RegExp; message: string };
  numberProblem: (number: string) => string | null;
  issued: Requirement;
  issuer: Requirement;
  residenceAddress: Requirement;
  birthPlace: Requirement;
}

const patternProblem = (pattern: RegExp, message: string) => (value: string) => (pattern.test(value) ? null : message);
const militaryRules: TypeRules = {
  series: 'required',
  seriesPattern: { pattern: MILITARY_SERIES, message: 'series must be two Cyrillic capital letters' },
  numberProblem: patternProblem(MILITARY_NUMBER, 'number must be 7 digits'),
  issued: 'required',
  issuer: 'required',
  residenceAddress: 'absent',
  birthPlace: 'absent',
};

/** What each document type carries (docs/requirements.md#documents). */
export const TYPE_RULES: Record<PersonalDocumentType, TypeRules> = {
  RU_PASSPORT: {
    series: 'required',
    seriesPattern: { pattern: PASSPORT_SERIES, message: 'series must be 4 digits' },
    numberProblem: patternProblem(PASSPORT_NUMBER, 'number must be 6 digits'),
    issued: 'required',
    issuer: 'required',
    residenceAddress: 'required',
    birthPlace: 'required',
  },
  RU_MILITARY_TICKET: militaryRules,
  RU_MILITARY_IDENTITY_CARD: militaryRules,
  // The remote pilot licence has no issuer (docs/requirements.md#documents); its number is free text up to 150 characters.
  RU_REMOTE_PILOT_LICENSE: {
    series: 'optional',
    seriesPattern: { pattern: /^[\p{L}\d-]{1,20}$/u, message: 'series may hold up to 20 letters, digits and hyphens' },
    numberProblem: (n) => (/^[\p{L}\d\s/№-]+$/u.test(n) ? null : 'number may hold letters, digits, spaces, "/", "№" and "-"'),
    issued: 'required',
    issuer: 'absent',
    residenceAddress: 'absent',
    birthPlace: 'absent',
  },
  // INN and SNILS carry a number only.
  RU_INN: {
    series: 'absent',
    numberProblem: personInnProblem,
    issued: 'absent',
    issuer: 'absent',
    residenceAddress: 'absent',
    birthPlace: 'absent',
  },
  RU_SNILS: {
    series: 'absent',
    numberProblem: snilsProblem,
    issued: 'absent',
    issuer: 'absent',
    residenceAddress: 'absent',
    birthPlace: 'absent',
  },
};

const KNOWN_KEYS = new Set([
  'id',
  'type',
  'typeCode',
  'series',
  'number',
  'issued',
  'issuer',
  'residenceAddress',
  'birthPlace',
  'files',
  'esiaDocument',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Validates the `document` part of POST /api/user/current/documents against the rules of its type and
 * returns every problem at once (field names as the form uses them). `today` is the Moscow date.
 * Empty strings count as absent (the client drops empty optional strings; docs/requirements.md#documents).
 */
export function parseDocument(raw: Record<string, unknown>, today: string): { input: DocumentInput | null; errors: FieldError[] } {
  // The part arrives inside a multipart body, out of the validation pipe's reach: the same string rule here.
  const unsafe = unsafeStringErrors(raw);
  if (unsafe.length > 0) return { input: null, errors: unsafe };
  const errors: FieldError[] = [];
  const fail = (field: string, error: string) => errors.push({ field, error });
  for (const key of Object.keys(raw)) if (!KNOWN_KEYS.has(key)) fail(key, `property ${key} should not exist`);

  const id = raw.id === undefined || raw.id === null || raw.id === '' ? null : raw.id;
  if (id !== null && (typeof id !== 'string' || !UUID.test(id))) fail('id', 'id must be a UUID');

  const typeCode = readTypeCode(raw);
  if (!typeCode) {
    fail('typeCode', `typeCode must be one of ${PERSONAL_DOCUMENT_TYPES.join(', ')}`);
    return { input: null, errors };
  }
  const rules = TYPE_RULES[typeCode];
  const text = (field: string): string | null => {
    const value = raw[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      fail(field, `${field} must be a string`);
      return null;
    }
    // Without control and bidirectional-control characters, as every name of the platform.
    const cleaned = plainText(value);
    return cleaned === '' ? null : cleaned;
  };
  const requirement = (field: string, value: string | null, need: Requirement): string | null => {
    if (need === 'required' && value === null) fail(field, `${field} is required for ${typeCode}`);
    if (need === 'absent' && value !== null) fail(field, `${typeCode} has no ${field}`);
    return need === 'absent' ? null : value;
  };

  const series = requirement('series', text('series'), rules.series);
  if (series !== null && rules.seriesPattern && !rules.seriesPattern.pattern.test(series)) fail('series', rules.seriesPattern.message);

  const number = text('number');
  if (number === null) fail('number', 'number is required');
  else if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) fail('number', `number must be at most ${DOCUMENT_NUMBER_MAX_LENGTH} characters`);
  else {
    const problem = rules.numberProblem(number);
    if (problem) fail('number', problem);
  }

  const issued = requirement('issued', text('issued'), rules.issued);
  if (issued !== null) {
    const problem = issuedDateProblem(issued, today);
    if (problem) fail('issued', problem);
  }

  const addressLike = (field: 'issuer' | 'residenceAddress' | 'birthPlace') => {
    const value = requirement(field, text(field), rules[field]);
    if (value === null) return null;
    if (value.length > TEXT_MAX_LENGTH) fail(field, `${field} must be at most ${TEXT_MAX_LENGTH} characters`);
    else if (!ADDRESS_PATTERN.test(value)) fail(field, `${field} may hold letters, digits, spaces and punctuation only`);
    return value;
  };
  const issuer = addressLike('issuer');
  const residenceAddress = addressLike('residenceAddress');
  const birthPlace = addressLike('birthPlace');

  const keptFileIds = readFileIds(raw.files, fail);
  if (errors.length > 0) return { input: null, errors };
  return {
    input: {
      id: id as string | null,
      typeCode,
      series,
      number: number as string,
      issued,
      issuer,
      residenceAddress,
      birthPlace,
      keptFileIds,
    },
    errors,
  };
}

/** `typeCode`, or `type` as a code or as `{ code }` (the record's own shape). */
function readTypeCode(raw: Record<string, unknown>): PersonalDocumentType | null {
  const type = raw.type;
  const candidate = raw.typeCode ?? (typeof type === 'object' && type !== null ? (type as { code?: unknown }).code : type);
  return typeof candidate === 'string' && (PERSONAL_DOCUMENT_TYPES as readonly string[]).includes(candidate)
    ? (candidate as PersonalDocumentType)
    : null;
}

function readFileIds(files: unknown, fail: (field: string, error: string) => void): string[] {
  if (files === undefined || files === null) return [];
  if (!Array.isArray(files)) {
    fail('files', 'files must be a list of { id } of existing scans');
    return [];
  }
  const ids: string[] = [];
  files.forEach((file, i) => {
    const id = typeof file === 'string' ? file : typeof file === 'object' && file !== null ? (file as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || !UUID.test(id)) fail(`files.${i}.id`, 'id must be the UUID of an existing scan');
    else if (!ids.includes(id)) ids.push(id);
  });
  return ids;
}

/** A real calendar date, not in the future (Moscow) and not before 1900. */
export function issuedDateProblem(value: string, today: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value) return 'issued must be a date YYYY-MM-DD';
  if (value > today) return 'issued must not be in the future';
  if (value < '1900-01-01') return 'issued must not be before 1900';
  return null;
}

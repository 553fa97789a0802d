import type { FieldError } from '../../../common/errors/error-body';
import { plainText } from '../../../common/validation/plain-text';
import { unsafeStringErrors } from '../../../common/validation/unsafe-strings';
import { APPOINTMENT_BASIS_CODES, COMPANY_DOCUMENT_TYPES, type CompanyDocumentType } from './profile-dictionaries';

export const NUMBER_MAX_LENGTH = 100;
/** Scans of one appointment-basis document (H3 brief: 1..5). */
export const MAX_APPOINTMENT_SCANS = 5;

/** The `formData` part of a company document (D9), validated. */
export interface CompanyDocumentInput {
  type: CompanyDocumentType;
  number: string;
  date: string;
}

/** The `formData` part of an employee's appointment-basis document, validated. */
export interface AppointmentDocumentInput {
  type: string;
  number: string;
  date: string;
  validUntil: string | null;
}

type Parsed<T> = { input: T; errors: [] } | { input: null; errors: FieldError[] };

const NUMBER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./№-]*$/u;

/** A real calendar date YYYY-MM-DD, else a message naming the field. */
export function calendarDateProblem(field: string, value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value) return `${field} must be a date YYYY-MM-DD`;
  if (value < '1900-01-01') return `${field} must not be before 1900`;
  return null;
}

/** Reads the common fields; every problem is reported at once, with the form's field names. */
function reader(raw: Record<string, unknown>, known: readonly string[], today: string) {
  const errors: FieldError[] = [...unsafeStringErrors(raw)];
  const fail = (field: string, error: string) => errors.push({ field, error });
  for (const key of Object.keys(raw)) if (!known.includes(key)) fail(key, `property ${key} should not exist`);
  const text = (field: string): string | null => {
    const value = raw[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      fail(field, `${field} must be a string`);
      return null;
    }
    const cleaned = plainText(value);
    return cleaned === '' ? null : cleaned;
  };
  const number = (): string => {
    const value = text('number');
    if (value === null) {
      if (!errors.some((e) => e.field === 'number')) fail('number', 'number is required');
    } else if (value.length > NUMBER_MAX_LENGTH) fail('number', `number must be at most ${NUMBER_MAX_LENGTH} characters`);
    else if (!NUMBER_PATTERN.test(value)) fail('number', 'number may hold letters, digits, spaces, ".", "/", "№" and "-"');
    return value ?? '';
  };
  // Issue dates lie in the past; a document dated tomorrow is a typing mistake.
  const date = (field: string, required: boolean, notFuture: boolean): string | null => {
    const value = text(field);
    if (value === null) {
      if (required && !errors.some((e) => e.field === field)) fail(field, `${field} is required`);
      return null;
    }
    const problem = calendarDateProblem(field, value);
    if (problem) fail(field, problem);
    else if (notFuture && value > today) fail(field, `${field} must not be in the future`);
    return value;
  };
  return { errors, fail, text, number, date };
}

/** `today` is the Moscow date. */
export function parseCompanyDocument(raw: Record<string, unknown>, today: string): Parsed<CompanyDocumentInput> {
  const r = reader(raw, ['type', 'number', 'date'], today);
  const type = r.text('type');
  if (type === null || !(COMPANY_DOCUMENT_TYPES as readonly string[]).includes(type)) {
    if (!r.errors.some((e) => e.field === 'type')) r.fail('type', `type must be one of ${COMPANY_DOCUMENT_TYPES.join(', ')}`);
  }
  const number = r.number();
  const date = r.date('date', true, true);
  if (r.errors.length > 0) return { input: null, errors: r.errors };
  return { input: { type: type as CompanyDocumentType, number, date: date as string }, errors: [] };
}

/** `today` is the Moscow date; `validUntil`, when given, is not before `date`. */
export function parseAppointmentDocument(raw: Record<string, unknown>, today: string): Parsed<AppointmentDocumentInput> {
  const r = reader(raw, ['type', 'number', 'date', 'validUntil'], today);
  const type = r.text('type');
  if ((type === null || !APPOINTMENT_BASIS_CODES.includes(type)) && !r.errors.some((e) => e.field === 'type'))
    r.fail('type', `type must be one of ${APPOINTMENT_BASIS_CODES.join(', ')}`);
  const number = r.number();
  const date = r.date('date', true, true);
  const validUntil = r.date('validUntil', false, false);
  if (date && validUntil && !r.errors.some((e) => e.field === 'date' || e.field === 'validUntil') && validUntil < date) {
    r.fail('validUntil', 'validUntil must not be before date');
  }
  if (r.errors.length > 0) return { input: null, errors: r.errors };
  return { input: { type: type as string, number, date: date as string, validUntil }, errors: [] };
}

/**
 * Masks and checksums of Russian personal identifiers (docs/requirements.md#documents). Pure functions: each answers null
 * when the value is valid, otherwise the reason, so callers turn it into a field error.
 */

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_11_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_12_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** Tax number check digit: weighted sum mod 11, then mod 10 (the Federal Tax Service algorithm). */
function innCheckDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * digits[i], 0);
  return (sum % 11) % 10;
}

function toDigits(value: string): number[] {
  return [...value].map(Number);
}

/** INN of a person: 12 digits, the last two are check digits. */
export function personInnProblem(value: string): string | null {
  if (!/^\d{12}$/.test(value)) return 'INN of a person must be 12 digits';
  const d = toDigits(value);
  if (innCheckDigit(d, INN_11_WEIGHTS) !== d[10] || innCheckDigit(d, INN_12_WEIGHTS) !== d[11]) {
    return 'INN check digits do not match';
  }
  return null;
}

/** INN of an organisation: 10 digits, the last one is a check digit. */
export function organisationInnProblem(value: string): string | null {
  if (!/^\d{10}$/.test(value)) return 'INN of an organisation must be 10 digits';
  const d = toDigits(value);
  return innCheckDigit(d, INN_10_WEIGHTS) === d[9] ? null : 'INN check digit does not match';
}

export const SNILS_PATTERN = /^(\d{3})-(\d{3})-(\d{3}) (\d{2})$/;

/**
 * The Pension Fund's SNILS checksum: Σ digit × (9 − position) over the nine digits; below 100 it is the
 * checksum itself, 100 and 101 give 00, above that the sum mod 101 (with 100 again giving 00). Numbers up
 * to 001-001-998 were issued before checksums existed and are not checked.
 */
export function snilsChecksum(nineDigits: string): number {
  const sum = [...nineDigits].reduce((acc, digit, i) => acc + Number(digit) * (9 - i), 0);
  if (sum < 100) return sum;
  if (sum === 100 || sum === 101) return 0;
  const rest = sum % 101;
  return rest === 100 ? 0 : rest;
}

export function snilsProblem(value: string): string | null {
  const match = SNILS_PATTERN.exec(value);
  if (!match) return 'SNILS must look like ###-###-### ##';
  const number = match[1] + match[2] + match[3];
  if (Number(number) <= 1_001_998) return null;
  return snilsChecksum(number) === Number(match[4]) ? null : 'SNILS checksum does not match';
}

export const PASSPORT_SERIES = /^\d{4}$/;
export const PASSPORT_NUMBER = /^\d{6}$/;
/** Military ticket and military identity card: two Cyrillic capitals, then seven digits. */
export const MILITARY_SERIES = /^[А-ЯЁ]{2}$/;
export const MILITARY_NUMBER = /^\d{7}$/;
export const DOCUMENT_NUMBER_MAX_LENGTH = 150;

/**
 * Addresses, issuers and places: letters (Cyrillic and Latin), digits, spaces and the punctuation found in
 * Russian addresses, quotes included («», "", '').
 */
export const ADDRESS_PATTERN = /^[\p{L}\d\s.,;:'"«»„“”№#()\-–—/\\]+$/u;
/** Names: letters, hyphen, space, dot, apostrophe, comma and brackets. */
export const NAME_PATTERN = /^[\p{L}\s.'’,()-]+$/u;

/** Reduces a phone number to digits; a Russian number written with a leading 8 or 10 digits gets code 7. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === 10) return `7${digits}`;
  return digits;
}

export function russianPhoneProblem(digits: string): string | null {
  return /^7\d{10}$/.test(digits) ? null : 'phone must be a Russian number: code 7 and 10 digits';
}

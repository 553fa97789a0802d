import { isValidOrganisationInn } from '../../users/domain/inn';

// Checksums of the Federal Tax Service identifiers a company registers with (D4): a typo in a long number is
// caught on the form rather than by the reviewer.

const PERSON_INN_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const PERSON_INN_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function innCheck(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return (sum % 11) % 10;
}

/** A legal entity's INN: 10 digits, one check digit. */
export function isValidLegalInn(inn: string): boolean {
  return isValidOrganisationInn(inn);
}

/** An individual's (entrepreneur's) INN: 12 digits, the 11th and 12th are check digits. */
export function isValidPersonInn(inn: string): boolean {
  if (!/^\d{12}$/.test(inn)) return false;
  return innCheck(inn, PERSON_INN_WEIGHTS_11) === Number(inn[10]) && innCheck(inn, PERSON_INN_WEIGHTS_12) === Number(inn[11]);
}

// The numbers exceed 2^53 (13 and 15 digits), hence BigInt.
function remainderCheck(digits: string, length: number, divisor: bigint): boolean {
  if (!new RegExp(`^\\d{${length}}$`).test(digits)) return false;
  const body = BigInt(digits.slice(0, length - 1));
  return Number((body % divisor) % 10n) === Number(digits[length - 1]);
}

/** A legal entity's OGRN: 13 digits; the first twelve mod 11, mod 10, is the last. */
export function isValidOgrn(ogrn: string): boolean {
  return remainderCheck(ogrn, 13, 11n);
}

/** An individual entrepreneur's OGRNIP: 15 digits; the first fourteen mod 13, mod 10, is the last. */
export function isValidOgrnip(ogrn: string): boolean {
  return remainderCheck(ogrn, 15, 13n);
}

/** KPP: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

/**
 * The Federal Tax Service's check digits of the company identifiers (D4), as the backend checks them
 * (companies/domain/company-identifiers.ts). INN's checksum is shared-ui's `isValidInn`.
 */
import { isValidInn } from '@nebo/shared-ui';

/** The remainder of a long decimal string by a small divisor, without losing precision. */
function remainder(digits: string, divisor: number): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % divisor;
  return rest;
}

/** OGRN of a legal entity: 13 digits, the last = (first 12 mod 11) mod 10. */
export function isValidOgrn(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return remainder(value.slice(0, 12), 11) % 10 === Number(value.charAt(12));
}

/** OGRNIP of a sole proprietor: 15 digits, the last = (first 14 mod 13) mod 10. */
export function isValidOgrnip(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false;
  return remainder(value.slice(0, 14), 13) % 10 === Number(value.charAt(14));
}

export const isValidLegalInn = (value: string): boolean => /^\d{10}$/.test(value) && isValidInn(value);
export const isValidPersonInn = (value: string): boolean => /^\d{12}$/.test(value) && isValidInn(value);
export const isValidKpp = (value: string): boolean => /^\d{9}$/.test(value);

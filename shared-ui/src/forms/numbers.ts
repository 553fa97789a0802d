/**
 * Numbers as people type them into a form. The form keeps them as text while typed (so "1," is not
 * lost) and reads them with these at validation and submit time.
 */

/** Blank is "not given" (null), a decimal comma is accepted, anything else that is not a finite number is NaN so a validator can say so. */
export function parseDecimal(text: string | undefined | null): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** Like parseDecimal, for whole numbers only: "2.5" is NaN. */
export function parseInteger(text: string | undefined | null): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (!/^-?\d+$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** A number as the form shows it (blank for null). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

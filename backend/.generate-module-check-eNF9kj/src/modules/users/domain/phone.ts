/** Russia's country calling code: the default phone code (docs/requirements.md#users-contacts). */
export const PHONE_COUNTRY_CODE = '7';
export const PHONE_DIGITS = 11;

export type PhoneResult = { ok: true; phone: string } | { ok: false; error: string };

/**
 * Reduces a phone number to digits (docs/requirements.md#users-contacts) in the form 7XXXXXXXXXX. Accepts what people type:
 * "+7 (912) 345-67-89", "8 912 345 67 89" (the domestic trunk prefix 8 stands for +7) and the ten digits
 * without any prefix. Anything else, including letters, is refused rather than guessed at.
 */
export function normalizePhone(input: string): PhoneResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'phone should not be empty' };
  if (!/^\+?[\d\s()-]+$/.test(text))
    return { ok: false, error: 'phone may contain only digits, spaces, brackets, hyphens and a leading +' };
  let digits = text.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS - 1) digits = PHONE_COUNTRY_CODE + digits;
  else if (digits.length === PHONE_DIGITS && digits.startsWith('8') && !text.startsWith('+')) digits = PHONE_COUNTRY_CODE + digits.slice(1);
  if (digits.length !== PHONE_DIGITS || !digits.startsWith(PHONE_COUNTRY_CODE)) {
    return { ok: false, error: `phone must be a Russian number: country code ${PHONE_COUNTRY_CODE} and 10 more digits` };
  }
  return { ok: true, phone: digits };
}

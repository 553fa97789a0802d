/**
 * Registration (record) numbers as the state registers print them: letters (Cyrillic or Latin), digits,
 * hyphens, slashes and single spaces. Stored trimmed and upper-cased, so "ab-123" and "AB-123" are one
 * number.
 */
export const REGISTRATION_NUMBER_PATTERN = /^[0-9A-Za-zА-Яа-яЁё]+(?:[ /-][0-9A-Za-zА-Яа-яЁё]+)*$/u;
export const REGISTRATION_NUMBER_MAX_LENGTH = 50;
export const REGISTRATION_NUMBER_MESSAGE =
  'registrationNumber may contain only letters, digits and single hyphens, slashes or spaces between them';

export function normaliseRegistrationNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/\s+/g, ' ').toUpperCase();
  return text === '' ? null : text;
}

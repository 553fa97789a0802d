/**
 * The limits of the fields that identify a drone (a pilot's or a company's), the same as the server's
 * (backend drones/dtos). The characteristics' limits are shared with the library (../droneRules).
 */
export const FIRST_ISSUE_YEAR = 1950;
export const NAME_MAX_LENGTH = 150;
export const MANUFACTURER_MAX_LENGTH = 200;
export const SERIAL_MAX_LENGTH = 100;
export const REGISTRATION_NUMBER_MAX_LENGTH = 50;
export const MAX_SCANS_PER_KIND = 5;

/** Registration numbers as registers print them: letters, digits, single hyphens, slashes or spaces between. */
export const REGISTRATION_NUMBER_PATTERN = /^[0-9A-Za-zА-Яа-яЁё]+(?:[ /-][0-9A-Za-zА-Яа-яЁё]+)*$/u;
export const SERIAL_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z./-]*$/;

/** Trimmed, single-spaced and upper-cased, as the server stores it ("ab-123" and "AB-123" are one number). */
export function normaliseRegistrationNumber(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

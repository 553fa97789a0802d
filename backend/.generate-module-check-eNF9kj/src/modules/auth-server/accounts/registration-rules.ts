/**
 * Rules for the self-registration form. Pure functions, so the page and the tests share them.
 * Error codes are translated by views/messages.ts.
 */

export type RegistrationField = 'email' | 'givenName' | 'familyName' | 'password' | 'passwordConfirm';

export type RegistrationErrorCode =
  'required' | 'tooLong' | 'emailInvalid' | 'emailTaken' | 'nameInvalid' | 'passwordWeak' | 'passwordMismatch';

export type FieldErrors<F extends string> = Partial<Record<F, RegistrationErrorCode>>;

export interface RegistrationInput {
  email: string;
  givenName: string;
  familyName: string;
  password: string;
  passwordConfirm: string;
}

export const PASSWORD_MIN_LENGTH = 8;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;
const MAX_PASSWORD_LENGTH = 256;

// One "@", no spaces, a dot in the domain: strict enough to catch typos, loose enough for real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
// The spec's name pattern: letters of any script, hyphen, space, dot, apostrophe.
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'’-]*$/u;

/** At least 8 characters with at least one letter and one digit (issue item 9). */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

export function validateRegistration(input: RegistrationInput): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const email = input.email.trim();

  if (!email) errors.email = 'required';
  else if (email.length > MAX_EMAIL_LENGTH) errors.email = 'tooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';

  for (const field of ['givenName', 'familyName'] as const) {
    const value = input[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > MAX_NAME_LENGTH) errors[field] = 'tooLong';
    else if (!NAME_PATTERN.test(value)) errors[field] = 'nameInvalid';
  }

  return { ...errors, ...validateNewPassword(input.password, input.passwordConfirm) };
}

export type NewPasswordField = 'password' | 'passwordConfirm';

/** The password rules of registration, shared by the password-change page so both ask for the same. */
export function validateNewPassword(password: string, passwordConfirm: string): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {};
  if (!password) errors.password = 'required';
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = 'tooLong';
  else if (!isStrongPassword(password)) errors.password = 'passwordWeak';

  if (!passwordConfirm) errors.passwordConfirm = 'required';
  else if (password && passwordConfirm !== password) errors.passwordConfirm = 'passwordMismatch';
  return errors;
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}

import type { SubmissionErrors } from 'final-form';
import type { TFunction } from 'i18next';
import { isApiError, submissionErrorsFrom } from '@nebo/shared-ui';

/**
 * Server answers of the forms that ask for the current password, as field errors in the reader's
 * language: the server's own texts are English, and these are the ones a person meets here.
 *  - 400 on `currentPassword`: the password is wrong (the server words "missing" the same way);
 *  - 429: too many wrong passwords, the checks are blocked for a while (shown at the password field);
 *  - 409 on `email`: the new address belongs to another account.
 * Anything else goes the usual way: field errors on their fields, the rest above the buttons.
 */
export function passwordFormErrors(error: unknown, t: TFunction, fields: readonly string[]): SubmissionErrors {
  if (isApiError(error)) {
    const on = (field: string) => error.detailedError.some((item) => item.field === field);
    if (error.statusCode === 429) return { currentPassword: t('profile.security.tooManyAttempts') };
    if (error.statusCode === 400 && on('currentPassword')) return { currentPassword: t('profile.security.wrongPassword') };
    if (error.statusCode === 409 && on('email')) return { email: t('profile.contacts.emailTaken') };
  }
  return submissionErrorsFrom(error, { fields });
}

import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessageOf, i18n, submissionErrorsFrom } from '@nebo/shared-ui';

/**
 * A failed write as final-form submission errors: field errors next to their fields (the `fields` the form shows),
 * and the rest in the form's banner, translated by the error's stable code when this area has a text for it
 * (`company-registration.open-request-exists` …) rather than the server's English message.
 */
export function formErrorsOf(error: unknown, fields: readonly string[]): SubmissionErrors {
  const errors = submissionErrorsFrom(error, { fields }) ?? {};
  const keys = Object.keys(errors);
  if (keys.length === 1 && keys[0] === FORM_ERROR) return { [FORM_ERROR]: errorMessageOf(error, i18n) ?? errors[FORM_ERROR] };
  return errors;
}

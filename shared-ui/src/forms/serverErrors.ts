import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { i18n } from '../i18n/instance';
import { isApiError, splitFieldErrors, type FieldError } from '../api/errors';

export interface SubmissionErrorOptions {
  /**
   * Fields the form shows. A server error about any other field is not silently lost: it is
   * added to the form-level error. Omit to put every field error on its (possibly nested) path.
   */
  fields?: readonly string[];
}

function fieldErrorsOf(error: { message: string; detailedError: FieldError[] }): FieldError[] {
  return error.detailedError.length > 0 ? error.detailedError : splitFieldErrors(error.message);
}

/**
 * Server failure → react-final-form submission errors: each `detailedError[]` entry (or each
 * `field:error` string of `message`) lands on its field; everything else becomes FORM_ERROR.
 */
export function submissionErrorsFrom(error: unknown, options: SubmissionErrorOptions = {}): SubmissionErrors {
  if (!isApiError(error)) return { [FORM_ERROR]: i18n.t('ui:errors.unexpected') };
  const known = options.fields ? new Set(options.fields) : undefined;
  let errors: Record<string, unknown> = {};
  const stray: string[] = [];
  for (const { field, error: text } of fieldErrorsOf(error)) {
    if (known && !known.has(field)) stray.push(text);
    else errors = setIn(errors, field, text) as Record<string, unknown>;
  }
  const placed = Object.keys(errors).length > 0;
  if (!placed) return { [FORM_ERROR]: error.message };
  if (stray.length > 0) errors[FORM_ERROR] = stray.join('; ');
  return errors as SubmissionErrors;
}

/**
 * Wraps an async submit for <Form onSubmit>: resolves to undefined on success and to submission
 * errors on an API failure, so final-form shows them as `submitError`s.
 */
export function withServerErrors<V>(
  submit: (values: V) => Promise<unknown>,
  options?: SubmissionErrorOptions,
): (values: V) => Promise<SubmissionErrors | undefined> {
  return async (values) => {
    try {
      await submit(values);
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, options);
    }
  };
}

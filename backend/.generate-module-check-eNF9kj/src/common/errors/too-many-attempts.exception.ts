import { HttpException } from '@nestjs/common';
import { errorBody, fieldErrorsMessage, type FieldError } from './error-body';

/**
 * A 429 that says when to come back: `retryAfterSeconds` goes out as the Retry-After header (the
 * global AllExceptionsFilter writes it), the body keeps the platform's error shape, with a field error when a form field is
 * concerned (the current password), so the form shows it next to that field.
 */
export class TooManyAttemptsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    fieldErrors: FieldError[] = [],
  ) {
    super(errorBody(429, fieldErrors.length > 0 ? fieldErrorsMessage(fieldErrors) : message, fieldErrors), 429);
  }
}

import { BadRequestException } from '@nestjs/common';
import { FieldError, errorBody, fieldErrorsMessage } from './error-body';

/**
 * A 400 carrying field errors. Thrown by the validation pipe and by services for rules a DTO cannot
 * express (for example an age computed on today's date); the exception filter renders it as is.
 */
export class FieldValidationException extends BadRequestException {
  constructor(readonly fieldErrors: FieldError[]) {
    super(errorBody(400, fieldErrorsMessage(fieldErrors), fieldErrors));
  }

  static single(field: string, error: string): FieldValidationException {
    return new FieldValidationException([{ field, error }]);
  }
}

import { ConflictException } from '@nestjs/common';
import { errorBody, fieldErrorsMessage } from '../../../common/errors/error-body';

/** A 409 tied to a field, so the form shows it there (an e-mail that belongs to someone else). */
export class FieldConflictException extends ConflictException {
  constructor(field: string, error: string) {
    const fieldErrors = [{ field, error }];
    super(errorBody(409, fieldErrorsMessage(fieldErrors), fieldErrors));
  }
}

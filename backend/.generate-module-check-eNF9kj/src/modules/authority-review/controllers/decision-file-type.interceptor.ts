import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type Observable, catchError, throwError } from 'rxjs';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { decisionFileType } from '../authority-review.exceptions';
import { DECISION_FILE_FIELD } from '../services/review-decisions.service';

/**
 * D7 answers a decision file of the wrong type with 415 naming the field; the files module's upload layer refuses
 * it as a 400 field error (its rule for every form). Placed outside that layer, this turns exactly those refusals
 * — every error on `decisionFile` being about its content — into the 415; any other 400 passes unchanged.
 */
@Injectable()
export class DecisionFileTypeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof FieldValidationException) {
          const errors = error.fieldErrors;
          const aboutType =
            errors.length > 0 && errors.every((e) => e.field === DECISION_FILE_FIELD && e.error.startsWith('file content is'));
          if (aboutType) return throwError(() => decisionFileType(errors));
        }
        return throwError(() => error);
      }),
    );
  }
}

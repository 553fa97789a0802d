import type { FieldError } from '../../common/errors/error-body';
import { FieldValidationException } from '../../common/errors/field-validation.exception';

// Every failure this module names. The only one is a bad statistics range: a 400 with field errors on dateFrom /
// dateTo in the house's shape (the front end shows them beside the fields). The marketplace being down is not an
// error: the statistics answer without its figures and say so.

export const statisticsRangeInvalid = (errors: FieldError[]) => new FieldValidationException(errors);

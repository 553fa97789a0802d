import { DomainException } from '../../../common/errors/domain.exception';

// The printed forms' failures (code 'flights.<what>', like the rest of the flights module; kept beside the
// print code, which owns them, rather than in flights.exceptions.ts).

/** A form needs a field the request has not filled in yet (the SHR message needs dates and a route): 400. */
export const printFieldMissing = (field: string, message: string) =>
  new DomainException('flights.print-field-missing', 400, `${field}:${message}`, [{ field, error: message }]);

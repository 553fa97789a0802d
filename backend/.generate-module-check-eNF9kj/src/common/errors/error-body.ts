import { STATUS_CODES } from 'node:http';

/** A field-level problem; `field` uses dotted paths for nested values (e.g. `bankAccount.bik`). */
export interface FieldError {
  field: string;
  error: string;
}

/**
 * The one error shape of the platform (docs/contracts.md): `error` is the HTTP reason phrase, `message` a
 * human-readable text, and for field errors `message` is the `field:error` list joined by "; ".
 */
export interface ErrorBody {
  error: string;
  message: string;
  statusCode: number;
  detailedError?: FieldError[];
  /**
   * A stable code for failures a module names on purpose (`drones.not-found`), for the front ends to
   * translate; absent on generic failures. An addition to the spec's shape that its client ignores.
   */
  code?: string;
}

export function reasonPhrase(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

export function fieldErrorsMessage(errors: FieldError[]): string {
  return errors.map((e) => `${e.field}:${e.error}`).join('; ');
}

export function errorBody(statusCode: number, message: string, detailedError?: FieldError[], code?: string): ErrorBody {
  const body: ErrorBody = { error: reasonPhrase(statusCode), message, statusCode };
  if (detailedError && detailedError.length > 0) body.detailedError = detailedError;
  if (code) body.code = code;
  return body;
}

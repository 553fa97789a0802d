import { FieldValidationException } from '../../../common/errors/field-validation.exception';

/** A query parameter as the HTTP server hands it over: a repeated key arrives as an array, which we refuse. */
export function singleQueryValue(field: string, value: unknown): string {
  if (value === undefined) throw FieldValidationException.single(field, `${field} should not be empty`);
  if (typeof value !== 'string') throw FieldValidationException.single(field, `${field} must be a single string`);
  return value;
}

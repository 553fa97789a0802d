import type { ValidationError } from 'class-validator';
import { FieldError } from '../errors/error-body';

/** Field name used when the body itself (not one of its fields) is wrong, e.g. an array instead of an object. */
export const BODY_FIELD = 'body';

/**
 * Flattens class-validator's error tree into `field:error` pairs with dotted paths (`bankAccount.bik`,
 * `items.0.name`), one pair per failed constraint, in the order the DTO declares its fields.
 */
export function toFieldErrors(errors: ValidationError[], parentPath = ''): FieldError[] {
  return errors.flatMap((error) => {
    const path = joinPath(parentPath, error.property);
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field: path || BODY_FIELD,
      error: path ? message : 'request body must be a JSON object',
    }));
    return [...own, ...toFieldErrors(error.children ?? [], path)];
  });
}

function joinPath(parent: string, property: string | undefined): string {
  if (property === undefined || property === '') return parent;
  return parent ? `${parent}.${property}` : property;
}

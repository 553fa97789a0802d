import { ValidateBy, ValidationOptions, buildMessage } from 'class-validator';

/** The range of PostgreSQL's `integer` (int4), the type of every integer column of the schema. */
export const PG_INTEGER_MIN = -2_147_483_648;
export const PG_INTEGER_MAX = 2_147_483_647;

export const IS_BOUNDED_INT = 'isBoundedInt';

export interface IntegerBounds {
  min?: number;
  max?: number;
}

export function isBoundedInt(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * An integer within bounds: PostgreSQL's `integer` range unless narrower ones are given. Use it instead of
 * class-validator's IsInt, which accepts 1e308 (an integer to JavaScript) and so lets a number through that
 * no column or OFFSET can take — a 500 from the database instead of a 400. One constraint, one message
 * ("page must be an integer from 0 to 2147483647") rather than three for a value such as "x".
 * `dto-metadata.spec.ts` fails on any DTO field that uses IsInt, or IsNumber without Min and Max.
 */
export function IsBoundedInt(bounds: IntegerBounds = {}, options?: ValidationOptions): PropertyDecorator {
  const min = bounds.min ?? PG_INTEGER_MIN;
  const max = bounds.max ?? PG_INTEGER_MAX;
  return ValidateBy(
    {
      name: IS_BOUNDED_INT,
      constraints: [min, max],
      validator: {
        validate: (value) => isBoundedInt(value, min, max),
        defaultMessage: buildMessage((each) => `${each}$property must be an integer from ${min} to ${max}`, options),
      },
    },
    options,
  );
}

import { ValidateBy, ValidationOptions, buildMessage } from 'class-validator';

/** True for an existing calendar day written as YYYY-MM-DD (rejects 2023-02-30 and 2023-13-01). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The spec exchanges dates as YYYY-MM-DD; this accepts exactly that, and only real days. */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: isCalendarDate,
        defaultMessage: buildMessage((prefix) => `${prefix}$property must be an existing date in the format YYYY-MM-DD`, options),
      },
    },
    options,
  );
}

import { FieldValidationException } from '../errors/field-validation.exception';

export type SortDirection = 'ASC' | 'DESC';

export interface Sort<Column extends string = string> {
  column: Column;
  direction: SortDirection;
}

/**
 * Turns the spec's sort string (`CREATE_DATE`, `CREATE_DATE-` for descending) into a column and direction.
 * Only fields listed in `columns` are accepted — the column name never comes from the client, so it is
 * safe to put into SQL — and anything else is a 400 on the `sort` field.
 */
export function parseSort<Column extends string>(
  sort: string | undefined,
  columns: Readonly<Record<string, Column>>,
  fallback: string,
): Sort<Column> {
  const value = sort ?? fallback;
  const descending = value.endsWith('-');
  const field = descending ? value.slice(0, -1) : value;
  if (!Object.hasOwn(columns, field)) {
    throw FieldValidationException.single('sort', `sort must be one of ${Object.keys(columns).join(', ')} (optionally followed by -)`);
  }
  return { column: columns[field], direction: descending ? 'DESC' : 'ASC' };
}

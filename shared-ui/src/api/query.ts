/**
 * Query-string rules of the API (docs/requirements.md#list-queries): nested values become dotted keys
 * (`filter.status=ACTIVE`), arrays repeat their key (`id=1&id=2`), sort is `FIELD` or `FIELD-`.
 */
export type QueryValue = string | number | boolean | Date | null | undefined | QueryObject | QueryValue[];
export interface QueryObject {
  [key: string]: QueryValue;
}

export type ArrayFormat = 'repeat' | 'comma';

function scalar(value: string | number | boolean | Date): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function isPlainObject(value: unknown): value is QueryObject {
  return typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value);
}

/** Flattens a nested object into [dottedKey, value] pairs; empty values are left out. */
export function flattenQuery(params: QueryObject, arrayFormat: ArrayFormat = 'repeat', prefix = ''): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = value.filter(
        (item): item is string | number | boolean | Date =>
          item !== null && item !== undefined && item !== '' && !isPlainObject(item) && !Array.isArray(item),
      );
      if (items.length === 0) continue;
      if (arrayFormat === 'comma') pairs.push([name, items.map(scalar).join(',')]);
      else for (const item of items) pairs.push([name, scalar(item)]);
    } else if (isPlainObject(value)) {
      pairs.push(...flattenQuery(value, arrayFormat, name));
    } else {
      pairs.push([name, scalar(value)]);
    }
  }
  return pairs;
}

/** `{ page: 0, filter: { status: 'A' } }` → 'page=0&filter.status=A' (no leading '?'). */
export function serializeQuery(params: QueryObject | undefined, arrayFormat: ArrayFormat = 'repeat'): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of flattenQuery(params, arrayFormat)) search.append(key, value);
  return search.toString();
}

export type SortDirection = 'asc' | 'desc';
export interface Sort {
  field: string;
  direction: SortDirection;
}

export const DEFAULT_SORT = 'CREATE_DATE';

/** { field: 'NAME', direction: 'desc' } → 'NAME-'. */
export function formatSort(sort: Sort): string {
  return sort.direction === 'desc' ? `${sort.field}-` : sort.field;
}

/** 'NAME-' → { field: 'NAME', direction: 'desc' }. */
export function parseSort(value: string): Sort {
  return value.endsWith('-') ? { field: value.slice(0, -1), direction: 'desc' } : { field: value, direction: 'asc' };
}

export interface ListParams {
  /** Free-text search. */
  query?: string;
  /** Filter values; an object holding an `id` (a picked dictionary item) is sent as that id. */
  filter?: Record<string, unknown>;
  page?: number;
  size?: number;
  sort?: string | Sort;
}

function reduceToId(value: unknown): QueryValue {
  if (Array.isArray(value)) return value.map(reduceToId);
  if (isPlainObject(value)) {
    if ('id' in value) return value.id as QueryValue;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reduceToId(v)])) as QueryObject;
  }
  return value as QueryValue;
}

/** The query of a list call: query + flattened filter, then paging (sort defaults to CREATE_DATE). */
export function listQuery(params: ListParams): QueryObject {
  const filter = params.filter ? (reduceToId(params.filter) as QueryObject) : {};
  const sort = params.sort === undefined ? DEFAULT_SORT : typeof params.sort === 'string' ? params.sort : formatSort(params.sort);
  return { query: params.query, ...filter, sort, page: params.page, size: params.size };
}

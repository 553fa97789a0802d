import type { FieldError } from '../../../common/errors/error-body';

/**
 * Helpers for reading query strings by hand. The map's queries carry nested values as dotted keys
 * (`boundingBox.minLat`, docs/requirements.md#list-queries), repeated keys for arrays, and coordinates that may be written
 * in degrees-minutes-seconds, which class-validator DTOs cannot express; these read them with field errors
 * in the platform's `field:error` form.
 */
export type RawQuery = Record<string, unknown>;

export class QueryErrors {
  readonly errors: FieldError[] = [];

  add(field: string, error: string): void {
    this.errors.push({ field, error });
  }

  get any(): boolean {
    return this.errors.length > 0;
  }
}

/** A single text value; a key sent twice is an error rather than a silent pick of one of them. */
export function single(query: RawQuery, key: string, errors: QueryErrors): string | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    errors.add(key, 'must be given once');
    return undefined;
  }
  errors.add(key, 'must be a single value');
  return undefined;
}

/** A list given as repeated keys, a comma-separated value, or indexed keys (`layers[0]`, `layers.0`). */
export function list(query: RawQuery, key: string): string[] | undefined {
  const collected: string[] = [];
  let found = false;
  for (const [name, value] of Object.entries(query)) {
    if (name !== key && !name.startsWith(`${key}[`) && !name.startsWith(`${key}.`)) continue;
    found = true;
    const values = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [value];
    for (const item of values) if (typeof item === 'string') collected.push(...item.split(','));
  }
  return found ? collected.map((v) => v.trim()).filter((v) => v !== '') : undefined;
}

/** A finite decimal number (dot or comma); text such as "ten" is refused. */
export function parseNumber(text: string): number | undefined {
  const normalised = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(normalised)) return undefined;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : undefined;
}

/** Query keys the call accepts; any other key is refused, as the platform refuses unknown body fields. */
export function rejectUnknownKeys(query: RawQuery, allowed: (key: string) => boolean, errors: QueryErrors): void {
  for (const key of Object.keys(query)) if (!allowed(key)) errors.add(key, `property ${key} should not exist`);
}

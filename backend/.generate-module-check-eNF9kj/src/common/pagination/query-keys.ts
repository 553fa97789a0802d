import { getMetadataStorage } from 'class-validator';
import type { FieldError } from '../errors/error-body';

type Dto = abstract new (...args: never[]) => object;

/** Where the spec's list clients put filter values: `filter.status=ACTIVE` (docs/requirements.md#list-queries). */
const FILTER_PREFIX = 'filter.';
/** A filter object reduced to its id: `manufacturer.id=…` (docs/requirements.md#list-queries). */
const ID_SUFFIX = '.id';
/** Keys that would reach an object's prototype when used as a path segment. */
const UNSAFE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

interface DtoShape {
  /** Properties the DTO validates (the whitelist: any other key is refused by the validation pipe). */
  properties: ReadonlySet<string>;
  /** Properties holding a nested DTO, which dotted keys fill (`boundingBox.minLat` → boundingBox.minLat). */
  nested: ReadonlySet<string>;
}

const shapes = new WeakMap<Dto, DtoShape>();

function shapeOf(dto: Dto): DtoShape {
  let shape = shapes.get(dto);
  if (!shape) {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(dto as unknown as new () => object, '', true, false);
    shape = {
      properties: new Set(metadata.map((m) => m.propertyName)),
      nested: new Set(metadata.filter((m) => m.type === 'nestedValidation').map((m) => m.propertyName)),
    };
    shapes.set(dto, shape);
  }
  return shape;
}

export interface NormalisedQuery {
  query: Record<string, unknown>;
  errors: FieldError[];
}

/**
 * Reads a query string the way the spec's clients write it (docs/requirements.md#list-queries): nested values travel as
 * dotted keys, list filters may sit under `filter.`, and a picked object is sent as its id. Against the
 * DTO it will be validated with:
 * - `a.b=…` fills `{ a: { b } }` when `a` is a nested DTO of the query;
 * - `x.id=…` is `x=…` when `x` is a plain property (the object reduced to its id);
 * - on list queries (`list`), `filter.x…` is read as `x…` when the DTO has `x`.
 * Any other key is left as sent, so the whitelist refuses it naming the key the client used
 * (`property manufacturer.name should not exist`). Two keys that give one property different values are
 * an error on the second key rather than a silent choice.
 */
export function normaliseQueryKeys(raw: Record<string, unknown>, dto: Dto, list: boolean): NormalisedQuery {
  const shape = shapeOf(dto);
  const query: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const path = targetPath(key, shape, list);
    if (!path) {
      // An own property even for "__proto__", so the whitelist names it instead of it reaching the prototype.
      Object.defineProperty(query, key, { value, enumerable: true, writable: true, configurable: true });
      continue;
    }
    const conflict = assign(query, path, value);
    if (conflict) errors.push({ field: key, error: `${key} gives ${path.join('.')} a second, different value` });
  }
  return { query, errors };
}

/** The property path a key fills, or undefined to leave the key as sent. */
function targetPath(key: string, shape: DtoShape, list: boolean): string[] | undefined {
  if (!key.includes('.')) return UNSAFE_SEGMENTS.has(key) ? undefined : [key];
  const own = pathWithin(key, shape);
  if (own) return own;
  if (list && key.startsWith(FILTER_PREFIX)) {
    const inner = key.slice(FILTER_PREFIX.length);
    return inner.includes('.') ? pathWithin(inner, shape) : shape.properties.has(inner) ? [inner] : undefined;
  }
  return undefined;
}

function pathWithin(key: string, shape: DtoShape): string[] | undefined {
  if (key.endsWith(ID_SUFFIX)) {
    const base = key.slice(0, -ID_SUFFIX.length);
    if (shape.properties.has(base) && !shape.nested.has(base)) return [base];
  }
  const segments = key.split('.');
  if (segments.some((s) => s === '' || UNSAFE_SEGMENTS.has(s))) return undefined;
  return shape.nested.has(segments[0]) ? segments : undefined;
}

/** Sets `path` in `target`; answers true when another key already put a different value there. */
function assign(target: Record<string, unknown>, path: string[], value: unknown): boolean {
  let node = target;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (next === undefined) node = node[segment] = {};
    else if (typeof next === 'object' && next !== null && !Array.isArray(next)) node = next as Record<string, unknown>;
    else return true;
  }
  const last = path[path.length - 1];
  if (node[last] !== undefined && JSON.stringify(node[last]) !== JSON.stringify(value)) return true;
  node[last] = value;
  return false;
}

import fc from 'fast-check';
import { UNKNOWN_KEYS, hostileJson, hostileWireString, onceIn } from './hostile-values';
import type { Schema } from './openapi-operations';

/**
 * JSON Schema (the OpenAPI 3.0 subset @nestjs/swagger writes) → fast-check arbitraries. Hand-written
 * because no installed package does it (the registry's JSON-Schema-to-fast-check converters are not in the
 * lockfile, and they aim at valid values only, where a fuzzer wants mostly-valid values with hostile ones at
 * any depth). Valid-ish values follow types, enums, formats, bounds and examples; with probability
 * `hostileWeight` / (4 + `hostileWeight`) any value is replaced by a hostile one.
 */
export class SchemaArbitraries {
  constructor(
    /** Real ids a value of `format: uuid` may take (the caller's own records, library entries), so requests reach past "not found". */
    private readonly knownIds: string[],
    private readonly hostileWeight = 1,
  ) {}

  /** A JSON value for the schema: mostly valid-ish, sometimes hostile, at every depth. */
  value(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
    return fc.oneof({ weight: 4, arbitrary: this.validish(schema, depth) }, { weight: this.hostileWeight, arbitrary: hostileJson() });
  }

  /** A value of the schema's own type (its parts may still be hostile). */
  validish(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
    const own = this.ownType(schema, depth);
    return schema.nullable ? fc.oneof({ weight: 5, arbitrary: own }, { weight: 1, arbitrary: fc.constant(null) }) : own;
  }

  /** Text for a path or query parameter: the schema's values written out, or hostile text. */
  wire(schema: Schema): fc.Arbitrary<string> {
    const written = this.validish(schema, 2).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
    return fc.oneof({ weight: 3, arbitrary: written }, { weight: 1, arbitrary: hostileWireString() });
  }

  private ownType(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    if (schema.enum && schema.enum.length > 0) {
      return fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...schema.enum) },
        { weight: 1, arbitrary: fc.constantFrom('UNKNOWN', String(schema.enum[0]).toLowerCase()) },
      );
    }
    if (schema.oneOf?.length) return fc.oneof(...schema.oneOf.map((s) => this.validish(s, depth + 1)));
    if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => this.validish(s, depth + 1)));
    const type = this.typeOf(schema);
    switch (type) {
      case 'string':
        return this.string(schema);
      case 'number':
      case 'integer':
        return this.number(schema, type === 'integer');
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 4 ? fc.constant([]) : fc.array(this.value(schema.items ?? {}, depth + 1), { maxLength: 4 });
      case 'object':
        return depth > 4 ? fc.constant({}) : this.object(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /**
   * The type a client would send. @nestjs/swagger writes nullable strings of a union type (`string | null`)
   * as `type: object` with a maxLength or a string example: those are strings.
   */
  private typeOf(schema: Schema): string | undefined {
    if (
      schema.type === 'object' &&
      !schema.properties &&
      (schema.maxLength !== undefined || schema.format !== undefined || typeof schema.example === 'string')
    )
      return 'string';
    if (!schema.type && schema.properties) return 'object';
    return schema.type;
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const options: Array<fc.Arbitrary<string>> = [fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) })];
    if (typeof schema.example === 'string')
      options.push(fc.constant(schema.example), fc.constant(schema.example), fc.constant(schema.example));
    if (schema.maxLength !== undefined)
      options.push(fc.constant('x'.repeat(schema.maxLength)), fc.constant('x'.repeat(schema.maxLength + 1)));
    if (schema.format === 'uuid') {
      options.push(fc.uuid());
      if (this.knownIds.length > 0) options.push(fc.constantFrom(...this.knownIds), fc.constantFrom(...this.knownIds));
    }
    if (schema.format === 'date' || /date/i.test(schema.description ?? '')) {
      options.push(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      );
    }
    return fc.oneof(...options);
  }

  private number(schema: Schema, integer: boolean): fc.Arbitrary<number> {
    const min = schema.minimum ?? -1_000;
    const max = schema.maximum ?? 1_000_000;
    const boundaries = [min, max, min - 1, max + 1];
    const options: Array<fc.Arbitrary<number>> = [
      fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
      fc.constantFrom(...boundaries),
    ];
    if (typeof schema.example === 'number') options.push(fc.constant(schema.example));
    if (!integer) options.push(fc.double({ min, max, noNaN: true }));
    return fc.oneof(...options);
  }

  private object(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const record = fc.record(Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, this.value(s, depth + 1)])), {
      requiredKeys: (schema.required ?? []).filter((key) => key in properties),
    }) as fc.Arbitrary<Record<string, unknown>>;
    // Now and then a key no DTO declares, in the dotted and prototype-like forms too.
    const extra = onceIn(8, fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), fc.jsonValue({ maxDepth: 1 })));
    return fc.tuple(record, extra).map(([value, unknown]) => (unknown ? withKey(value, unknown[0], unknown[1]) : value));
  }
}

/** Adds a key as an own property, `__proto__` included (a plain assignment would set the prototype instead). */
export function withKey(value: Record<string, unknown>, key: string, extra: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: extra, enumerable: true, configurable: true, writable: true });
  return copy;
}

/**
 * Variations of a valid body: as it is, one field replaced by a hostile value or dropped, or a key added —
 * requests that pass every check but one, so the one reaches as deep as it can.
 */
export function mutationsOf(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(sample);
  return fc.oneof(
    fc.constant(sample),
    fc.tuple(fc.constantFrom(...keys), hostileJson()).map(([key, value]) => withKey(sample, key, value)),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key))),
    fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), hostileJson()).map(([key, value]) => withKey(sample, key, value)),
  );
}

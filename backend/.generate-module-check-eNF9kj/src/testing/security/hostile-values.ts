import fc from 'fast-check';

/**
 * Values an attacker sends instead of what a field expects, each of which has made a server fail somewhere:
 * NUL bytes (PostgreSQL refuses them in text), lone surrogates (not encodable as UTF-8), numbers beyond
 * every column's range, control and bidi characters, very long text, look-alikes of other types.
 */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u202egnp.exe',
  '\u001b[31mred\u001b[0m',
  'line\r\nX-Injected: 1',
  'a'.repeat(10_000),
  'я'.repeat(3_000),
  '😀'.repeat(500),
  '1e308',
  '-1',
  '9'.repeat(40),
  'NaN',
  'true',
  'null',
  '{"a":1}',
  '[]',
  "' OR '1'='1",
  '%00',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  '2024-02-30',
  '0000-00-00',
  '99999-12-31',
];

export const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  1e-300,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -1,
  0,
  -0,
  0.5,
  32768,
  2147483647,
  Number.MAX_SAFE_INTEGER,
];

/** Keys no DTO declares, in the forms clients and attackers use: dotted paths, prototype names, brackets. */
export const UNKNOWN_KEYS = [
  'zzz',
  'manufacturer.id',
  'filter.status',
  'a.b.c',
  '__proto__',
  'constructor',
  'prototype',
  'page[0]',
  '',
  ' ',
  'id\u0000',
];

/** `[[[…]]]` and `{"a":{"a":…}}` nested `depth` times: parsers and validators that recurse overflow on them. */
export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

export function deepObject(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** The arbitrary's value about once in `times` (else null): for the odd extra key or part that would otherwise stop most requests at the first check. */
export function onceIn<T>(times: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: times - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** Any hostile JSON value; `undefined` drops the key it is given to (a missing required field). */
export function hostileJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null, undefined, [], {}) },
    { weight: 1, arbitrary: fc.constantFrom(deepArray(3_000), deepObject(3_000), deepArray(40), [[1, 2], [3]], [null], ['\u0000']) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...UNKNOWN_KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) },
  );
}

/** Hostile text for the wire (paths, query strings, header-free places): the strings above and a 600-character id. */
export function hostileWireString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => !s.includes('\r'))) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS.map(String)) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(600), '..', '.', '%2e%2e', '%', '%zz', 'a/b', 'a?b=c', '#') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  );
}

/**
 * Percent-encodes text for a URL, including what encodeURIComponent refuses: a lone surrogate goes out as
 * the three bytes of its code unit (invalid UTF-8, as a hand-made request can send it). `raw` strings made
 * only of `%`-escapes and URL-safe characters are sent as they are.
 */
export function encodeWire(text: string): string {
  if (/^[A-Za-z0-9%._~-]*$/.test(text) && text.includes('%')) return text;
  let out = '';
  for (const char of text) {
    const unit = char.codePointAt(0)!;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

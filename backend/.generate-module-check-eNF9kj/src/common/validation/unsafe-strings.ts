import type { FieldError } from '../errors/error-body';

/**
 * U+0000 anywhere in a string: PostgreSQL's text types cannot hold it ("invalid byte sequence for encoding
 * UTF8: 0x00"), so it would surface as a 500 from whichever query first received the value.
 */
const NUL = '\u0000';

/**
 * A UTF-16 surrogate without its partner. JSON's `\ud800` escape produces one; it has no UTF-8 encoding, so
 * it turns into U+FFFD or an error depending on the library it reaches next (the pg driver, the e-mail
 * validator, the mailer). Written as a code-unit regex because `String.prototype.isWellFormed` is ES2024,
 * beyond the ES2023 library this project compiles against.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Objects and lists nested deeper than this are refused: the API's bodies are a few levels deep, and
 * class-transformer (behind the validation pipe) recurses once per level, so a 3,000-level `[[[…]]]` would
 * otherwise end in "Maximum call stack size exceeded", a 500.
 */
export const MAX_NESTING_DEPTH = 32;

export function stringProblem(text: string): string | undefined {
  if (text.includes(NUL)) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it holds a lone surrogate)';
  return undefined;
}

/**
 * Every string in a request value (and every object key) that no part of the platform can store or pass on:
 * NUL characters and lone surrogates. Paths are dotted as in the other field errors (`document.number`,
 * `settings.0.method`); `root` names the value itself (a path or query parameter), '' for a whole body.
 */
export function unsafeStringErrors(value: unknown, root = ''): FieldError[] {
  const errors: FieldError[] = [];
  walk(value, root, 0, errors);
  return errors;
}

function walk(value: unknown, path: string, depth: number, errors: FieldError[]): void {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    if (problem) errors.push({ field: path || 'value', error: `${subjectOf(path)} ${problem}` });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_NESTING_DEPTH) {
    // Said once, at the first place found: the rest of a too-deep value is not walked.
    if (!errors.some((error) => error.error.endsWith(NESTING_PROBLEM)))
      errors.push({ field: path || 'body', error: `${subjectOf(path)} ${NESTING_PROBLEM}` });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, join(path, String(index)), depth + 1, errors));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = stringProblem(key);
    if (keyProblem) {
      errors.push({ field: join(path, printable(key)), error: `property name ${keyProblem}` });
      continue;
    }
    walk(item, join(path, key), depth + 1, errors);
  }
}

const NESTING_PROBLEM = `must not be nested deeper than ${MAX_NESTING_DEPTH} levels`;

function join(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

/** What the message is about: the last named segment (`settings` for `settings.0`), as class-validator words it. */
function subjectOf(path: string): string {
  const named = path.split('.').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  return named[named.length - 1] ?? 'value';
}

/** A refused key is named with NUL and surrogates escaped (`a\u0000b`), so the answer does not carry them back. */
function printable(key: string): string {
  let text = '';
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    text += code === 0 || (code >= 0xd800 && code <= 0xdfff) ? `\\u${code.toString(16).padStart(4, '0')}` : key[i];
  }
  return text;
}

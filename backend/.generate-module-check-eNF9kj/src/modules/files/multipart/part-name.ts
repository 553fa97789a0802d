import { withoutUnsafeCharacters } from './safe-filename';

/** Longer names are cut in field errors: a name is echoed to the client, not stored. */
const MAX_SHOWN_LENGTH = 100;

/** The field every problem of the body as a whole (and of a part without a name) is reported on. */
export const BODY_FIELD = 'body';

/**
 * The `field` of an error about a part that is not expected: the part's name as sent, without control or
 * bidi characters (names come back in the answer and in logs) and cut at 100 characters. A part without a
 * name — no `name` parameter, `name=""`, or nothing left once cleaned — has no field of its own: its error
 * is on `body`, so every field error names a field.
 */
export function unexpectedPartError(name: string | undefined, kind: 'part' | 'file part'): { field: string; error: string } {
  const shown = Array.from(withoutUnsafeCharacters(name ?? ''))
    .slice(0, MAX_SHOWN_LENGTH)
    .join('')
    .trim();
  if (!shown) return { field: BODY_FIELD, error: `every ${kind} must have a name` };
  return { field: shown, error: `unexpected ${kind}` };
}

/**
 * Characters that change how text looks rather than what it says: C0 and C1 control characters and DEL
 * (`\p{Cc}`: ANSI escape sequences start with ESC, U+001B) and the Unicode bidirectional controls (UAX #9:
 * U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). In a name they let one record pose as another
 * (U+202E turns "gpj.exe" into what reads as "exe.jpg"), or recolour and rewrite the terminal that shows a
 * log line. Every text field of the API today is one line, so line breaks are not kept either.
 */
const FORMATTING_CONTROLS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** Control characters that separate words (tab, line breaks, NEL): a space rather than nothing. */
const SPACING_CONTROLS = /[\t\n\v\f\r\u0085]+/g;

/** A name or other one-line text without control and bidirectional-control characters, trimmed. */
export function plainText(text: string): string {
  return text.replace(SPACING_CONTROLS, ' ').replace(FORMATTING_CONTROLS, '').trim();
}

type TransformInput = { value: unknown };

/**
 * class-transformer functions for DTO fields holding names (`@Transform(nameText)`): the text is cleaned
 * before it is validated, so a name pasted with a stray direction mark is stored without it, and one made
 * only of such characters counts as empty. Non-strings pass through for the type checks to refuse.
 */
export const nameText = ({ value }: TransformInput): unknown => (typeof value === 'string' ? plainText(value) : value);

/** As nameText; an empty result means "cleared" (null), as the spec drops empty optional strings. */
export const nameTextOrNull = ({ value }: TransformInput): unknown => {
  if (typeof value !== 'string') return value;
  const text = plainText(value);
  return text === '' ? null : text;
};

/** As nameText; an empty result means "not given" (undefined), for optional filters and search text. */
export const nameTextOrUndefined = ({ value }: TransformInput): unknown => {
  if (typeof value !== 'string') return value;
  const text = plainText(value);
  return text === '' ? undefined : text;
};

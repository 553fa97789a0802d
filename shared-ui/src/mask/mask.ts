/**
 * A small input-mask engine. A mask is a pattern of token characters and literals:
 *   `9` a digit, `a` a letter (Cyrillic or Latin), `Я` a Cyrillic letter shown in upper case;
 *   anything else is a literal inserted automatically ('99.99.9999', '999-999-999 99').
 * Pure functions so the field component and the tests share one behaviour.
 */
export interface MaskToken {
  test: (char: string) => boolean;
  transform?: (char: string) => string;
}

export const DEFAULT_TOKENS: Readonly<Record<string, MaskToken>> = {
  '9': { test: (c) => /^\d$/.test(c) },
  a: { test: (c) => /^[A-Za-zА-Яа-яЁё]$/.test(c) },
  Я: { test: (c) => /^[А-ЯЁ]$/.test(c), transform: (c) => c.toUpperCase() },
};

export interface MaskResult {
  /** The text to show, literals included (never longer than the mask). */
  value: string;
  /** Only the characters typed into token slots. */
  raw: string;
  /** True when every slot of the mask is filled. */
  complete: boolean;
}

function tokenAt(mask: string, index: number, tokens: Readonly<Record<string, MaskToken>>): MaskToken | undefined {
  return tokens[mask.charAt(index)];
}

function accept(token: MaskToken, char: string): string | null {
  const candidate = token.transform ? token.transform(char) : char;
  return token.test(candidate) ? candidate : null;
}

/**
 * Formats `input` with `mask`. Characters that fit no slot are dropped; literals typed by the
 * user are consumed when they match the mask, so pasting an already formatted value works.
 * A literal is only appended once the user has typed past it, so backspace is never "stuck".
 */
export function applyMask(mask: string, input: string, tokens = DEFAULT_TOKENS): MaskResult {
  let value = '';
  let raw = '';
  let cursor = 0;

  for (let m = 0; m < mask.length && cursor < input.length; m += 1) {
    const token = tokenAt(mask, m, tokens);
    if (!token) {
      value += mask.charAt(m);
      if (input.charAt(cursor) === mask.charAt(m)) cursor += 1;
      continue;
    }
    let accepted: string | null = null;
    while (cursor < input.length && accepted === null) {
      accepted = accept(token, input.charAt(cursor));
      cursor += 1;
    }
    if (accepted === null) {
      // Input ran out while looking for a fitting character: drop dangling literals.
      value = value.slice(0, lastTokenEnd(mask, value.length, tokens));
      break;
    }
    value += accepted;
    raw += accepted;
  }

  return { value, raw, complete: value.length === mask.length };
}

/** Length of `value` up to and including its last filled token slot. */
function lastTokenEnd(mask: string, length: number, tokens: Readonly<Record<string, MaskToken>>): number {
  for (let i = length - 1; i >= 0; i -= 1) {
    if (tokenAt(mask, i, tokens)) return i + 1;
  }
  return 0;
}

/** The characters of a formatted value that sit in token slots: unmask('123-456-789 01') → '12345678901'. */
export function unmask(mask: string, value: string, tokens = DEFAULT_TOKENS): string {
  return applyMask(mask, value, tokens).raw;
}

/**
 * Where the caret belongs after formatting: after as many accepted characters as the user had
 * before the caret in the unformatted input.
 */
export function caretAfterMask(mask: string, input: string, caret: number, tokens = DEFAULT_TOKENS): number {
  const before = applyMask(mask, input.slice(0, caret), tokens);
  const formatted = applyMask(mask, input, tokens).value;
  let seen = 0;
  if (before.raw.length === 0) return 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (tokenAt(mask, i, tokens)) seen += 1;
    if (seen === before.raw.length) return i + 1;
  }
  return formatted.length;
}

/** Masks named by the spec's input rules. */
export const MASKS = {
  date: '99.99.9999',
  passportSeries: '9999',
  passportNumber: '999999',
  snils: '999-999-999 99',
  innIndividual: '999999999999',
  innOrganization: '9999999999',
  militaryTicketSeries: 'ЯЯ',
  militaryTicketNumber: '9999999',
  /** Code 7 is part of the mask; the value is sent as digits only (docs/requirements.md#ui-masks). */
  phone: '+7 (999) 999-99-99',
  bik: '999999999',
  kpp: '999999999',
  account: '99999999999999999999',
} as const;

/**
 * Line numbers for an import's error messages. JSON.parse gives values but no positions, so a light scan
 * of the text (strings and nesting only) finds where each element of the `features` array starts; an
 * operator fixing a 10 MB file is told "line 5812, feature 37", not just "feature 37".
 */

/** 1-based line of each element of the root's `features` array (or of the root array itself). */
export function featureLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let lastKey = '';
  let currentString = '';
  let featuresDepth = -1;
  let expectingValue = false;

  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      else if (depth === 1) currentString += c;
      if (!inString && depth === 1) lastKey = currentString;
      continue;
    }
    if (expectingValue && !/\s|,|\]/.test(c)) {
      lines.push(line);
      expectingValue = false;
    }
    switch (c) {
      case '"':
        inString = true;
        currentString = '';
        break;
      case '[':
        depth++;
        if ((depth === 1 && featuresDepth === -1) || (depth === 2 && lastKey === 'features' && featuresDepth === -1)) {
          featuresDepth = depth;
          expectingValue = true;
        }
        break;
      case '{':
        depth++;
        break;
      case ']':
        if (depth === featuresDepth) featuresDepth = -2;
        depth--;
        break;
      case '}':
        depth--;
        break;
      case ',':
        if (depth === featuresDepth) expectingValue = true;
        break;
      case ':':
        break;
      default:
        break;
    }
    // A key at the root level is followed by ':'; remember it only until its value starts.
    if (depth === 1 && c === ',') lastKey = '';
  }
  return lines;
}

/**
 * The line where a text stops being JSON. JSON.parse's messages differ between Node versions and often
 * carry no position ("Unexpected token ','…"), so a small recursive-descent checker finds the offset.
 */
export function syntaxErrorLine(text: string): number | undefined {
  const offset = firstSyntaxErrorOffset(text);
  return offset === undefined ? undefined : text.slice(0, offset).split('\n').length;
}

/** Offset of the first character where the text stops being JSON, or undefined for valid JSON. */
export function firstSyntaxErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new JsonStop(i);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const literal = (word: string) => {
    for (const c of word) {
      if (text[i] !== c) fail();
      i++;
    }
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text.charCodeAt(i) < 0x20) fail();
      i++;
    }
    if (text[i] !== '"') fail();
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match || match[0] === '') fail();
    i += (match as RegExpExecArray)[0].length;
  };
  const value = (depth: number): void => {
    if (depth > 10_000) fail();
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value(depth + 1);
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value(depth + 1);
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  try {
    value(0);
    space();
    return i < text.length ? i : undefined;
  } catch (error) {
    if (error instanceof JsonStop) return Math.min(error.offset, text.length);
    throw error;
  }
}

class JsonStop {
  constructor(readonly offset: number) {}
}

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

/** Where JSON.parse stopped, as a line number, from its error message (Node 20 gives a position, 22 a line). */
export function syntaxErrorLine(text: string, error: SyntaxError): number | undefined {
  const lineMatch = /line (\d+)/.exec(error.message);
  if (lineMatch) return Number(lineMatch[1]);
  const positionMatch = /position (\d+)/.exec(error.message);
  if (!positionMatch) return undefined;
  return text.slice(0, Number(positionMatch[1])).split('\n').length;
}

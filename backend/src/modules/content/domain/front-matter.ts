/** A seed file split into its `---` header (one `key: value` per line) and its Markdown body. */
export interface FrontMatterDocument {
  attributes: Record<string, string>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * The seeds' header is flat text (title, summary, category, dates), so a full YAML parser would only add a
 * dependency: a line is `key: value`, the value may be wrapped in double quotes to keep a leading or
 * trailing space or a colon-heavy text readable. A file without a header is all body.
 */
export function parseFrontMatter(text: string): FrontMatterDocument {
  const match = FENCE.exec(text);
  if (!match) return { attributes: {}, body: text.trim() };
  const attributes: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`front matter line without "key: value": ${line}`);
    const key = line.slice(0, colon).trim();
    let value = line.slice(colon + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = JSON.parse(value) as string;
    attributes[key] = value;
  }
  return { attributes, body: text.slice(match[0].length).trim() };
}

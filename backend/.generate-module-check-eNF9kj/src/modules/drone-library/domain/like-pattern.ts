/**
 * A case-insensitive "contains" pattern for ILIKE from user text: the LIKE wildcards `%`, `_` and the
 * escape character are escaped, so a search for "50%" finds "50%" rather than everything starting with 50.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

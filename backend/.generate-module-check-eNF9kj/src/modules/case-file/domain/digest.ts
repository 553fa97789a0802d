import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level, so the same facts always hash the same whatever order a caller
 * built them in. Undefined members are dropped (as JSON.stringify does); Dates become ISO strings.
 */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The digest of an event: sha256 (hex) of the canonical JSON of who did what to which flight, when, with what. */
export function eventDigest(facts: {
  flightRequestId: string;
  at: Date;
  actor: string;
  event: string;
  payload: Record<string, unknown>;
}): string {
  const canonical = canonicalJson({ ...facts, at: facts.at.toISOString() });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

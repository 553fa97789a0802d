import { randomUUID } from 'node:crypto';

/**
 * The keys that make a retried send harmless: the centre recognises a key it has seen and answers the first
 * receipt. Latin letters, digits and dashes only, so they travel in a mail subject, a Message-ID, an HTTP
 * header and a `-REF` item alike.
 */
export function submissionDedupKey(): string {
  return `sub-${randomUUID()}`;
}

export function messageDedupKey(kind: string): string {
  return `${kind.toLowerCase()}-${randomUUID()}`;
}

/** The auto-cancel job of a date (pg-boss singletonKey): one per date. */
export function autoCancelKey(dateId: string): string {
  return `cnl:${dateId}`;
}

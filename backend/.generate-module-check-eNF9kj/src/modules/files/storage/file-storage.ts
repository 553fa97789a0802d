import type { Readable } from 'node:stream';

/**
 * Where file contents live. Objects are written once and never changed; the `files` table holds the
 * metadata. Implementations: LocalFileStorage (default) and S3FileStorage (S3-compatible services).
 */
export interface FileStorage {
  /**
   * Writes the whole stream under the key; rejects (leaving nothing behind) if the stream fails, and
   * promptly once `signal` is aborted.
   */
  put(key: string, content: Readable, contentType: string, size: number, signal?: AbortSignal): Promise<void>;
  /** Streams the object; rejects with ObjectNotFoundError when it does not exist. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored object whose key has the shape objectKey() gives (anything else in the same place is not
   * ours and is never listed), in batches, with when it was written.
   */
  list(): AsyncIterable<StoredObject[]>;
  /**
   * Removes what writes that never finished left behind (the local storage's `.partial-*` files) and that
   * nothing has written to since `before`; returns how many. A storage whose writes are atomic has none.
   */
  removeUnfinishedWrites(before: Date): Promise<number>;
}

/** One object as list() reports it. */
export interface StoredObject {
  key: string;
  lastModified: Date;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`stored object ${key} does not exist`);
  }
}

/** Object key of a file: two levels of fan-out so no directory grows too large on local disks. */
export function objectKey(fileId: string): string {
  return `${fileId.slice(0, 2)}/${fileId.slice(2, 4)}/${fileId}`;
}

/** `ab/cd/abcd…` — the uuid's first four hex digits are the two folder names. */
const OBJECT_KEY = /^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a key has the shape objectKey() gives: only such objects are this module's. */
export function isObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key);
}

/** The file id an object key was made from (the key must be one: see isObjectKey). */
export function fileIdOf(key: string): string {
  return key.slice(6);
}

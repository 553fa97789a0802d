import type { Readable } from 'node:stream';

/**
 * Where file contents live. Objects are written once and never changed; the `files` table holds the
 * metadata. Implementations: LocalFileStorage (default) and S3FileStorage (S3-compatible services).
 */
export interface FileStorage {
  /** Writes the whole stream under the key; rejects (leaving nothing behind) if the stream fails. */
  put(key: string, content: Readable, contentType: string, size: number): Promise<void>;
  /** Streams the object; rejects with ObjectNotFoundError when it does not exist. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
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

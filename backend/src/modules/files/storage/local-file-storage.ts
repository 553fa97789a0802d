import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStorage, ObjectNotFoundError } from './file-storage';

/**
 * Objects as files under a root directory (`${DATA_DIR}/files` by default). A write goes to a temporary
 * name first and is renamed when complete, so a reader never sees half a file and a failed write leaves
 * nothing behind.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, content: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}-${Date.now()}`;
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      throw new ObjectNotFoundError(key);
    }
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are made by objectKey() from uuids; refuse anything that could leave the root all the same. */
  private pathOf(key: string): string {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid object key ${key}`);
    return path.join(this.root, key);
  }
}

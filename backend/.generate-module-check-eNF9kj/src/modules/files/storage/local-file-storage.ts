import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStorage, ObjectNotFoundError, StoredObject, isObjectKey } from './file-storage';

/** How many objects list() reports at a time. */
const LIST_BATCH = 1_000;
/** The folders objectKey() makes: two hex digits each. */
const FAN_OUT_FOLDER = /^[0-9a-f]{2}$/;
/** A write in progress: `<file id>.partial-<pid>-<ms>`, next to where the object will be. */
const PARTIAL = /^[0-9a-f-]{36}\.partial-\d+-\d+$/;

/**
 * Objects as files under a root directory (`${DATA_DIR}/files` by default). A write goes to a temporary
 * name first and is renamed when complete, so a reader never sees half a file and a failed write leaves
 * nothing behind (a process killed mid-write leaves its `.partial-*` file: see removeUnfinishedWrites).
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, content: Readable, _contentType?: string, _size?: number, signal?: AbortSignal): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}-${Date.now()}`;
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx' }), { signal });
      signal?.throwIfAborted();
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

  async *list(): AsyncIterable<StoredObject[]> {
    let batch: StoredObject[] = [];
    for await (const { key, file } of this.entries()) {
      if (!isObjectKey(key)) continue;
      const info = await lstat(file).catch(() => null); // deleted meanwhile
      if (!info?.isFile()) continue;
      batch.push({ key, lastModified: info.mtime });
      if (batch.length === LIST_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  async removeUnfinishedWrites(before: Date): Promise<number> {
    let removed = 0;
    for await (const { key, file } of this.entries()) {
      if (!PARTIAL.test(path.posix.basename(key))) continue;
      const info = await lstat(file).catch(() => null);
      if (!info?.isFile() || info.mtimeMs >= before.getTime()) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Every file in the fan-out folders, as `ab/cd/<name>` and its path; nothing when the root does not exist yet. */
  private async *entries(): AsyncGenerator<{ key: string; file: string }> {
    for (const first of await this.folders(this.root)) {
      for (const second of await this.folders(path.join(this.root, first))) {
        const dir = path.join(this.root, first, second);
        const names = await readdir(dir).catch(() => []);
        for (const name of names) yield { key: `${first}/${second}/${name}`, file: path.join(dir, name) };
      }
    }
  }

  private async folders(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isDirectory() && FAN_OUT_FOLDER.test(entry.name)).map((entry) => entry.name);
  }

  /** Keys are made by objectKey() from uuids; refuse anything that could leave the root all the same. */
  private pathOf(key: string): string {
    if (!isObjectKey(key)) throw new Error(`invalid object key ${key}`);
    return path.join(this.root, key);
  }
}

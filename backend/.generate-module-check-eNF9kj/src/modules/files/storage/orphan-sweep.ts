import { FileStorage, StoredObject, fileIdOf } from './file-storage';

/** Deletes at a time, so a large sweep does not flood the storage. */
const DELETE_CONCURRENCY = 8;

export interface OrphanSweepSettings {
  /** Objects without a row that are younger than this are left alone (see sweepOrphans). */
  graceMs: number;
  /** This process's start: unfinished writes not touched since then belong to a process that is gone. */
  startedAt: Date;
  /** Stops the sweep between two batches (the application closing). */
  signal?: AbortSignal;
}

export interface OrphanSweepResult {
  /** Objects listed. */
  checked: number;
  /** Objects deleted because no `files` row names them. */
  removed: number;
  /** Unfinished writes (local `.partial-*` files) deleted. */
  unfinished: number;
}

/**
 * The file ids among `ids` that have a `files` row. A row's object is objectKey(its id) (record() writes
 * storage_key so), so an object is referenced exactly when the id in its key has a row.
 */
export type RecordedIds = (ids: string[]) => Promise<Set<string>>;

/**
 * Deletes what the storage holds that no `files` row references: objects stored by uploads whose process
 * died before the transaction recording them committed (a part is moved into the storage as soon as it
 * arrives, its row is written once the whole request has been received and checked), objects whose delete
 * failed after their rows were gone, and the local storage's unfinished writes.
 *
 * Safe while other instances share the storage and the database and are uploading right now:
 * - An object is deleted only when it is older than the grace period. An upload in progress elsewhere has
 *   stored its parts but not yet committed their rows; it does so within its request (at most the request
 *   timeout, 5 minutes, then its transaction), so an object without a row that is older than the grace
 *   period (1 hour by default) belongs to an upload that will never record it. The age is the storage's
 *   own write time (file mtime, S3 LastModified), so clocks of other instances do not matter.
 * - A row is never added for an old object, so "no row" cannot become "a row" between our look and our
 *   delete; and two instances sweeping at once delete the same objects, which is harmless.
 * - An unfinished write (`.partial-*`) is written in one go from the local spool, so one that nothing has
 *   written to since before this process started is left by a process that died. (Should another
 *   instance's write have stalled that long, removing its file makes that write fail, and its request
 *   answer 503 and delete what it stored: nothing is lost or left.)
 *
 * Objects are read in the storage's batches (up to 1,000) and looked up with one query per batch.
 */
export async function sweepOrphans(storage: FileStorage, recorded: RecordedIds, settings: OrphanSweepSettings): Promise<OrphanSweepResult> {
  const result: OrphanSweepResult = { checked: 0, removed: 0, unfinished: 0 };
  result.unfinished = await storage.removeUnfinishedWrites(settings.startedAt);
  const cutoff = Date.now() - settings.graceMs;
  for await (const batch of storage.list()) {
    if (settings.signal?.aborted) break;
    result.checked += batch.length;
    const old = batch.filter((object) => object.lastModified.getTime() <= cutoff);
    if (old.length === 0) continue;
    const ids = await recorded(old.map((object) => fileIdOf(object.key)));
    const orphans = old.filter((object) => !ids.has(fileIdOf(object.key)));
    await deleteAll(storage, orphans);
    result.removed += orphans.length;
  }
  return result;
}

async function deleteAll(storage: FileStorage, objects: StoredObject[]): Promise<void> {
  for (let i = 0; i < objects.length; i += DELETE_CONCURRENCY) {
    await Promise.all(objects.slice(i, i + DELETE_CONCURRENCY).map((object) => storage.delete(object.key)));
  }
}

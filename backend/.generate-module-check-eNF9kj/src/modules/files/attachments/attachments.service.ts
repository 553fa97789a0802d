import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import type { FileDto } from '../dtos/file.dto';
import { FilesService } from '../services/files.service';
import { AttachmentChange, planAttachments } from './attachment-change';

/**
 * A transaction that changes attachments. The storage objects of the files it removes are deleted only
 * once it has committed: a rollback must never lose the content of a file that stays.
 */
export class AttachmentsTransaction {
  /** Storage keys of removed files, purged after the commit. */
  readonly unusedObjects: string[] = [];

  constructor(readonly manager: EntityManager) {}
}

/**
 * Files attached to a holder (any row of any module that lists files): the one place that checks which
 * files a save keeps, records the files it adds and removes the ones it drops. See the module's README.
 */
@Injectable()
export class AttachmentsService {
  constructor(
    private readonly files: FilesService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Runs `work` in a transaction whose reconcile/release calls take effect with it; the removed files'
   * objects are deleted after the commit (a failure there is logged and leaves an object the start-up
   * sweep removes, never a row without content).
   */
  async transaction<T>(work: (tx: AttachmentsTransaction) => Promise<T>): Promise<T> {
    let committed: AttachmentsTransaction | undefined;
    const result = await this.dataSource.transaction(async (manager) => {
      const tx = new AttachmentsTransaction(manager);
      const value = await work(tx);
      committed = tx;
      return value;
    });
    if (committed && committed.unusedObjects.length > 0) await this.files.purgeObjects(committed.unusedObjects);
    return result;
  }

  /**
   * Applies one change in `tx`: checks it (a 400 with the holder's field errors), records the added files
   * and deletes the rows of the removed ones, except those `stillUsed` names (files another holder shows
   * too). Returns the list the holder then links, kept files first. The holder writes its own links after
   * this call: added rows exist by then, and removed rows are gone (a foreign key with ON DELETE CASCADE
   * takes their old links with them).
   */
  async reconcile(
    tx: AttachmentsTransaction,
    change: AttachmentChange,
    stillUsed?: (removed: string[], manager: EntityManager) => Promise<ReadonlySet<string>>,
  ): Promise<string[]> {
    const plan = planAttachments(change);
    if (plan.errors.length > 0) throw new FieldValidationException(plan.errors);
    await this.files.record(tx.manager, change.added, { ownerId: change.ownerId, access: change.access });
    const shared = stillUsed && plan.removed.length > 0 ? await stillUsed(plan.removed, tx.manager) : new Set<string>();
    await this.release(
      tx,
      plan.removed.filter((fileId) => !shared.has(fileId)),
    );
    return plan.fileIds;
  }

  /** Removes files whose holder is being deleted (or that it no longer lists) in `tx`. */
  async release(tx: AttachmentsTransaction, fileIds: readonly string[]): Promise<void> {
    if (fileIds.length === 0) return;
    tx.unusedObjects.push(...(await this.files.deleteRows(tx.manager, fileIds)));
  }

  /** The File JSON of each of these files that exists, by id (missing ids are absent). */
  async describe(fileIds: readonly string[]): Promise<Map<string, FileDto>> {
    if (fileIds.length === 0) return new Map();
    const found = await this.files.findByIds(fileIds);
    return new Map(found.map((file) => [file.id, this.files.toDto(file)]));
  }
}

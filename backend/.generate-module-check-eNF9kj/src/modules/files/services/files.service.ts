import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, ResolvedAppConfig } from '../../../config/app-config';
import { FileDto } from '../dtos/file.dto';
import type { FileRow } from '../entities/file.row';
import type { FileAccessType } from '../files.constants';
import { fileNotFound } from '../files.exceptions';
import type { StagedFile } from '../multipart/upload-spec';
import { FilesRepository } from '../repositories/files.repository';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';

export interface RecordOptions {
  /** users.id of the uploader: the only one who may read PERSONAL_DATA files. */
  ownerId: string;
  access: FileAccessType;
}

/**
 * The files of the platform, for other modules: record received uploads in the caller's transaction,
 * describe them as the File JSON, delete them. Attaching files to a holder (kept, added, limit, purge after
 * commit) is AttachmentsService's; see the module's README.
 */
@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: ResolvedAppConfig,
    private readonly files: FilesRepository,
    private readonly dataSource: DataSource,
  ) {}

  /** Inserts the `files` rows of received files within the caller's transaction. */
  record(manager: EntityManager, staged: readonly StagedFile[], options: RecordOptions): Promise<FileRow[]> {
    const rows = staged.map((file) => ({
      id: file.id,
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      accessType: options.access,
      ownerUserId: options.ownerId,
      storageKey: file.key,
    }));
    return this.files.insert(manager, rows);
  }

  /** The spec's File JSON. Non-public files are read under /api (the client appends access_token). */
  toDto(file: Pick<FileRow, 'id' | 'filename' | 'accessType'>): FileDto {
    const prefix = file.accessType === 'PUBLIC' ? 'public/files' : 'api/files';
    return { id: file.id, url: `${this.config.publicUrl}/${prefix}/${file.id}`, filename: file.filename, accessTypeCode: file.accessType };
  }

  /** The owner's files among `ids`; ids of other people's files are simply absent from the answer. */
  findOwned(ids: readonly string[], ownerId: string): Promise<FileRow[]> {
    return this.files.findOwned(ids, ownerId);
  }

  findByIds(ids: readonly string[]): Promise<FileRow[]> {
    return this.files.findByIds(ids);
  }

  /**
   * The content of stored files, whole, for a job that builds a message from them at send time (a local
   * administration's application); the ids that exist, in the order asked. The caller has checked access.
   */
  async contents(ids: readonly string[]): Promise<Array<{ filename: string; contentType: string; content: Buffer }>> {
    const rows = await this.files.findByIds(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const found = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return Promise.all(
      found.map(async (row) => {
        const chunks: Buffer[] = [];
        for await (const chunk of await this.storage.get(row.storageKey)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        return { filename: row.filename, contentType: row.contentType, content: Buffer.concat(chunks) };
      }),
    );
  }

  /** Deletes rows inside the caller's transaction; pass the returned keys to purgeObjects after commit. */
  deleteRows(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
    return this.files.delete(manager, ids);
  }

  /**
   * Deletes stored objects whose rows are gone. Called after commit: a failure here leaves an unreferenced
   * object (logged), never a row without content.
   */
  async purgeObjects(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    results.forEach((result, i) => {
      if (result.status === 'rejected') this.logger.warn(`could not delete stored object ${keys[i]}: ${String(result.reason)}`);
    });
  }

  /** Deletes one of the owner's files (row, then object); another user's file is a 404. */
  async removeOwned(ownerId: string, id: string): Promise<void> {
    const [file] = await this.files.findOwned([id], ownerId);
    if (!file) throw fileNotFound();
    const keys = await this.dataSource.transaction((manager) => this.files.delete(manager, [id]));
    await this.purgeObjects(keys);
  }
}

import { Inject, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import type { IncomingMessage } from 'node:http';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, ResolvedAppConfig } from '../../../config/app-config';
import { FileDto } from '../dtos/file.dto';
import { FileEntity } from '../entities/file.entity';
import type { FileAccessType } from '../files.constants';
import { receiveMultipart } from '../multipart/multipart-receiver';
import type { ReceivedUpload } from '../multipart/received-upload';
import { removeLeftoverParts, spoolDirectory } from '../multipart/spool-directory';
import type { StagedFile, UploadSpec } from '../multipart/upload-spec';
import { FilesRepository } from '../repositories/files.repository';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';

export interface RecordOptions {
  /** users.id of the uploader: the only one who may read PERSONAL_DATA files. */
  ownerId: string;
  access: FileAccessType;
}

/**
 * The files of the platform, for other modules: receive multipart uploads, record them in the caller's
 * transaction, describe them as the spec's File JSON, delete them. See the module's README.
 */
@Injectable()
export class FilesService implements OnModuleInit {
  private readonly logger = new Logger(FilesService.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: ResolvedAppConfig,
    private readonly files: FilesRepository,
    private readonly dataSource: DataSource,
  ) {}

  /** Parts left in the spool by a process that stopped mid-upload are removed before requests are taken. */
  async onModuleInit(): Promise<void> {
    try {
      const removed = await removeLeftoverParts(this.spoolDir(), performance.timeOrigin);
      if (removed > 0) this.logger.log(`removed ${removed} unfinished upload(s) left by a previous run`);
    } catch (error) {
      this.logger.warn(`could not clean the upload spool ${this.spoolDir()}: ${String(error)}`);
    }
  }

  /**
   * Receives a multipart request (limits and content checked while streaming) and runs `work` with it. If
   * anything fails — receiving, `work`'s validation, its transaction — every object stored for this
   * request is deleted before the error propagates.
   */
  async handleUpload<T>(request: IncomingMessage, spec: UploadSpec, work: (upload: ReceivedUpload) => Promise<T>): Promise<T> {
    const upload = await receiveMultipart(request, spec, this.storage, this.spoolDir());
    try {
      return await work(upload);
    } catch (error) {
      await upload.discard();
      throw error;
    }
  }

  /** Parts are spooled on local disk, removed as soon as the request ends; whatever storage holds the objects. */
  private spoolDir(): string {
    return spoolDirectory(this.config.dataDir);
  }

  /** Inserts the `files` rows of received files within the caller's transaction. */
  record(manager: EntityManager, staged: readonly StagedFile[], options: RecordOptions): Promise<FileEntity[]> {
    const rows = staged.map((file) =>
      Object.assign(new FileEntity(), {
        id: file.id,
        filename: file.filename,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        accessType: options.access,
        ownerUserId: options.ownerId,
        storageKey: file.key,
      }),
    );
    return this.files.insert(manager, rows);
  }

  /** The spec's File JSON. Non-public files are read under /api (the client appends access_token). */
  toDto(file: FileEntity): FileDto {
    const prefix = file.accessType === 'PUBLIC' ? 'public/files' : 'api/files';
    return { id: file.id, url: `${this.config.publicUrl}/${prefix}/${file.id}`, filename: file.filename, accessTypeCode: file.accessType };
  }

  /** The owner's files among `ids`; ids of other people's files are simply absent from the answer. */
  findOwned(ids: readonly string[], ownerId: string): Promise<FileEntity[]> {
    return this.files.findOwned(ids, ownerId);
  }

  findByIds(ids: readonly string[]): Promise<FileEntity[]> {
    return this.files.findByIds(ids);
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
    if (!file) throw new NotFoundException('File not found');
    const keys = await this.dataSource.transaction((manager) => this.files.delete(manager, [id]));
    await this.purgeObjects(keys);
  }
}

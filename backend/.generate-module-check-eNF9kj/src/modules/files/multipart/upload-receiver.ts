import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { APP_CONFIG, ResolvedAppConfig } from '../../../config/app-config';
import { FilesRepository } from '../repositories/files.repository';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';
import { receiveMultipart } from './multipart-receiver';
import type { ReceivedUpload } from './received-upload';
import { removeLeftoverParts, spoolDirectory } from './spool-directory';
import type { UploadSpec } from './upload-spec';

/**
 * The edge of every upload, for UploadInterceptor: receives a multipart request into the storage and, when
 * the handler then fails, takes back what it stored. Parts are spooled on local disk whatever storage holds
 * the objects, and removed as soon as the request ends.
 */
@Injectable()
export class UploadReceiver implements OnModuleInit {
  private readonly logger = new Logger(UploadReceiver.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: ResolvedAppConfig,
    private readonly files: FilesRepository,
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

  /** Receives a multipart request (limits and content checked while streaming); a refused one has left nothing behind. */
  receive(request: IncomingMessage, spec: UploadSpec): Promise<ReceivedUpload> {
    return receiveMultipart(request, spec, this.storage, this.spoolDir());
  }

  /**
   * Deletes the stored objects of a received upload that no `files` row refers to: the handler failed, so
   * its transaction recorded nothing (or rolled back). Files a committed transaction recorded stay. If the
   * rows cannot be read (the database is gone), nothing is deleted: a row without its content is worse than
   * an object without a row, which the sweep at the next start removes.
   */
  async discardUnrecorded(upload: ReceivedUpload): Promise<void> {
    const staged = upload.allFiles();
    if (staged.length === 0) return;
    let recorded: Set<string>;
    try {
      recorded = await this.files.recordedIds(staged.map((file) => file.id));
    } catch (error) {
      this.logger.warn(`could not tell which files of a failed upload were recorded; left to the orphan sweep: ${String(error)}`);
      return;
    }
    await upload.discard((file) => !recorded.has(file.id));
  }

  private spoolDir(): string {
    return spoolDirectory(this.config.dataDir);
  }
}

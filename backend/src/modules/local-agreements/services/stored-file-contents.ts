import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { APP_CONFIG, type ResolvedAppConfig } from '../../../config/app-config';
import { FilesService } from '../../files/services/files.service';
import type { FileStorage } from '../../files/storage/file-storage';
import { LocalFileStorage } from '../../files/storage/local-file-storage';
import { S3FileStorage } from '../../files/storage/s3-file-storage';

export interface FileContent {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The content of stored files, for the application e-mail built at send time. The files module exports no
 * reader of content (its storage token is its own), so this opens the storage the configuration names, as
 * FilesModule does; it only reads. (Ask: a `FilesService.content(id)` would replace this file.)
 */
@Injectable()
export class StoredFileContents {
  private readonly storage: FileStorage;

  constructor(
    private readonly files: FilesService,
    @Inject(APP_CONFIG) config: ResolvedAppConfig,
  ) {
    const storage = config.fileStorage;
    this.storage = storage.kind === 'local' ? new LocalFileStorage(storage.root) : new S3FileStorage(storage);
  }

  /** The files among these ids that exist, in the order asked. */
  async read(fileIds: readonly string[]): Promise<FileContent[]> {
    const rows = await this.files.findByIds(fileIds);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const found = fileIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return Promise.all(
      found.map(async (row) => ({
        filename: row.filename,
        contentType: row.contentType,
        content: await buffer(await this.storage.get(row.storageKey)),
      })),
    );
  }
}

async function buffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

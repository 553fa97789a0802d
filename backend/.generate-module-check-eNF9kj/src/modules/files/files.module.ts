import { Module } from '@nestjs/common';
import { ProtectedFileReaders } from './ports/protected-file-readers';
import { APP_CONFIG, ResolvedAppConfig } from '../../config/app-config';
import { AccountsModule } from '../accounts/accounts.module';
import { IdentityModule } from '../identity/identity.module';
import { AttachmentsService } from './attachments/attachments.service';
import { FilesController } from './controllers/files.controller';
import { UploadReceiver } from './multipart/upload-receiver';
import { FilesRepository } from './repositories/files.repository';
import { FileAccessService } from './services/file-access.service';
import { FilesService } from './services/files.service';
import { OrphanSweepService } from './services/orphan-sweep.service';
import { FILE_STORAGE, FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';
import { S3FileStorage } from './storage/s3-file-storage';

/** The storage chosen by FILES_STORAGE, validated with the rest of the configuration at start (files.config.ts). */
function createStorage(config: ResolvedAppConfig): FileStorage {
  const storage = config.fileStorage;
  return storage.kind === 'local' ? new LocalFileStorage(storage.root) : new S3FileStorage(storage);
}

/**
 * Uploads, storage (local disk or S3-compatible), attachments and access control of every file. A module
 * with a multipart route imports this one: @AcceptsUpload()'s interceptor needs UploadReceiver, and records
 * attach files through AttachmentsService. The file route resolves its optional token's user through the
 * accounts core. See README.md.
 */
@Module({
  imports: [AccountsModule, IdentityModule],
  controllers: [FilesController],
  providers: [
    FilesRepository,
    ProtectedFileReaders,
    FilesService,
    AttachmentsService,
    UploadReceiver,
    FileAccessService,
    OrphanSweepService,
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createStorage },
  ],
  exports: [FilesService, AttachmentsService, UploadReceiver, ProtectedFileReaders],
})
export class FilesModule {}

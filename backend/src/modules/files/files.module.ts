import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, ResolvedAppConfig } from '../../config/app-config';
import { IdentityModule } from '../identity/identity.module';
import { FilesController } from './controllers/files.controller';
import { filesEntities } from './entities';
import { FilesRepository } from './repositories/files.repository';
import { FileAccessService } from './services/file-access.service';
import { FilesService } from './services/files.service';
import { OrphanSweepService } from './services/orphan-sweep.service';
import { FILE_STORAGE, FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';
import { S3FileStorage } from './storage/s3-file-storage';

/** The storage chosen by FILES_STORAGE, validated with the rest of the configuration at start (src/config). */
function createStorage(config: ResolvedAppConfig): FileStorage {
  const storage = config.fileStorage;
  return storage.kind === 'local' ? new LocalFileStorage(storage.root) : new S3FileStorage(storage);
}

/** Uploads, storage (local disk or S3-compatible) and access control of every file. See README.md. */
@Module({
  imports: [TypeOrmModule.forFeature(filesEntities), IdentityModule],
  controllers: [FilesController],
  providers: [
    FilesRepository,
    FilesService,
    FileAccessService,
    OrphanSweepService,
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createStorage },
  ],
  exports: [FilesService],
})
export class FilesModule {}

import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from '../../common/clock/clock';
import { DictionariesModule } from '../dictionaries/dictionaries.module';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { DocumentsController } from './controllers/documents.controller';
import { IDENTITY_DOCUMENT_CHECK } from './identity-document-check';
import { DocumentsRepository } from './repositories/documents.repository';
import { DocumentsService } from './services/documents.service';

/**
 * Personal documents. Global only for IDENTITY_DOCUMENT_CHECK, which the users module's summary injects
 * without importing this module (that would be a cycle: documents need users).
 */
@Global()
@Module({
  imports: [UsersModule, FilesModule, DictionariesModule],
  controllers: [DocumentsController],
  providers: [
    DocumentsRepository,
    DocumentsService,
    { provide: Clock, useClass: SystemClock },
    { provide: IDENTITY_DOCUMENT_CHECK, useExisting: DocumentsService },
  ],
  exports: [DocumentsService, IDENTITY_DOCUMENT_CHECK],
})
export class DocumentsModule {}

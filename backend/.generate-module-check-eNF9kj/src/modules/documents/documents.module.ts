import { Module } from '@nestjs/common';
import { DictionariesModule } from '../dictionaries/dictionaries.module';
import { FilesModule } from '../files/files.module';
import { DocumentsController } from './controllers/documents.controller';
import { DocumentsRepository } from './repositories/documents.repository';
import { DocumentsService } from './services/documents.service';
import { IdentityDocumentCheck } from './services/identity-document-check';

/** Personal documents with their scans. Exports IdentityDocumentCheck for the summary module above it. */
@Module({
  imports: [FilesModule, DictionariesModule],
  controllers: [DocumentsController],
  providers: [DocumentsRepository, DocumentsService, IdentityDocumentCheck],
  exports: [IdentityDocumentCheck],
})
export class DocumentsModule {}

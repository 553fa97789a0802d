import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { UsersModule } from '../users/users.module';
import { AdmittedPersonsController } from './controllers/admitted-persons.controller';
import { AdmittedPersonsRepository } from './repositories/admitted-persons.repository';
import { AdmittedPersonsService } from './services/admitted-persons.service';

/**
 * People a user admits to fly their drones (docs/requirements.md#admitted-persons). The caller's own card
 * comes from the users module's PersonCardReader, their passport from documents' IdentityDocumentCheck.
 */
@Module({
  imports: [UsersModule, DocumentsModule],
  controllers: [AdmittedPersonsController],
  providers: [AdmittedPersonsRepository, AdmittedPersonsService],
})
export class AdmittedPersonsModule {}

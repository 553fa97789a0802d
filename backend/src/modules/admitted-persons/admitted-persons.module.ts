import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../../common/clock/clock';
import { DocumentsModule } from '../documents/documents.module';
import { UsersModule } from '../users/users.module';
import { AdmittedPersonsController } from './controllers/admitted-persons.controller';
import { AdmittedPersonsRepository } from './repositories/admitted-persons.repository';
import { AdmittedPersonsService } from './services/admitted-persons.service';

/** People a user admits to fly their drones (spec part 2 §7.10). */
@Module({
  imports: [UsersModule, DocumentsModule],
  controllers: [AdmittedPersonsController],
  providers: [AdmittedPersonsRepository, AdmittedPersonsService, { provide: Clock, useClass: SystemClock }],
})
export class AdmittedPersonsModule {}

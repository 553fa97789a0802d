import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { DronesModule } from '../drones/drones.module';
import { UsersModule } from '../users/users.module';
import { SummaryController } from './controllers/summary.controller';
import { UserSummaryService } from './services/user-summary.service';

/**
 * The user summary, above the domains it reads: account and employment (users), drone counts (drones),
 * the passport on file (documents). Plain downward imports; nothing below knows the summary exists.
 */
@Module({
  imports: [UsersModule, DronesModule, DocumentsModule],
  controllers: [SummaryController],
  providers: [UserSummaryService],
})
export class SummaryModule {}

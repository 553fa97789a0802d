import { Module, OnModuleInit } from '@nestjs/common';
import { AuthoritiesModule } from '../authorities/authorities.module';
import { CaseFileModule } from '../case-file/case-file.module';
import { FilesModule } from '../files/files.module';
import { FlightsModule } from '../flights/flights.module';
import { JobsModule } from '../jobs/jobs.module';
import { JobWorkers } from '../jobs/ports/job-workers';
import { NotificationsModule } from '../notifications/notifications.module';
import { LocalAgreementsController } from './controllers/local-agreements.controller';
import { RequiredDocumentsController } from './controllers/required-documents.controller';
import { AgreementViewRegistry } from './ports/agreement-view';
import { LocalAgreementsRepository } from './repositories/local-agreements.repository';
import { ApplicationMailJob, SEND_APPLICATION_OPTIONS } from './services/application-mail.job';
import { ApplicationSender, SEND_APPLICATION_QUEUE, type SendApplicationJob } from './services/application-sender';
import { LocalAuthorityDecisions } from './services/authority-decisions';
import { FlightAccess } from './services/flight-access';
import { LocalAgreementViews } from './services/local-agreement-views';
import { LocalAgreementsService } from './services/local-agreements.service';

/**
 * Local administrations' agreements of a flight: see README.md. Exports LocalAgreementsService (listFor,
 * permitNumbersFor) and AgreementViewRegistry, where the agreements module registers the full view, and
 * LocalAuthorityDecisions: the authority area's decisions (authority-review), and ApplicationSender (demo-flights).
 */
@Module({
  imports: [AuthoritiesModule, CaseFileModule, FilesModule, FlightsModule, JobsModule, NotificationsModule],
  controllers: [LocalAgreementsController, RequiredDocumentsController],
  providers: [
    LocalAgreementsRepository,
    LocalAgreementsService,
    LocalAgreementViews,
    FlightAccess,
    ApplicationSender,
    ApplicationMailJob,
    AgreementViewRegistry,
    LocalAuthorityDecisions,
  ],
  exports: [LocalAgreementsService, AgreementViewRegistry, LocalAuthorityDecisions, ApplicationSender],
})
export class LocalAgreementsModule implements OnModuleInit {
  constructor(
    private readonly workers: JobWorkers,
    private readonly mailJob: ApplicationMailJob,
  ) {}

  onModuleInit(): void {
    this.workers.register<SendApplicationJob>(SEND_APPLICATION_QUEUE, (job) => this.mailJob.run(job), SEND_APPLICATION_OPTIONS);
  }
}

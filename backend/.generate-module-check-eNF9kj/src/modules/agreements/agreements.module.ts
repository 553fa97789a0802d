import { Module, OnModuleInit } from '@nestjs/common';
import { AuthoritiesModule } from '../authorities/authorities.module';
import { CaseFileModule } from '../case-file/case-file.module';
import { FilesModule } from '../files/files.module';
import { FlightMessagesModule } from '../flight-messages/flight-messages.module';
import { FlightsModule } from '../flights/flights.module';
import { AgreementSummaryRegistry } from '../flights/ports/agreement-summary';
import { JobsModule } from '../jobs/jobs.module';
import { LocalAgreementsModule } from '../local-agreements/local-agreements.module';
import { AgreementViewRegistry } from '../local-agreements/ports/agreement-view';
import { MapModule } from '../map/map.module';
import { SppiModule } from '../sppi/sppi.module';
import { channelProviders } from './channels';
import { CaseFileController } from './controllers/case-file.controller';
import { FlightMessagesController } from './controllers/flight-messages.controller';
import { SppiStatusController } from './controllers/sppi-status.controller';
import { SubmissionChannelsController } from './controllers/submission-channels.controller';
import { ZonalCentreController } from './controllers/zonal-centre.controller';
import { AgreementJobs } from './jobs/agreement-jobs';
import { AutoCancelJob } from './jobs/auto-cancel.job';
import { ExpireJob } from './jobs/expire.job';
import { PollJob } from './jobs/poll.job';
import { SendMessageJob } from './jobs/send-message.job';
import { SubmissionBuilder } from './jobs/submission-builder';
import { SubmitJob } from './jobs/submit.job';
import { DeliveriesRepository } from './repositories/deliveries.repository';
import { FlightDatesRepository } from './repositories/flight-dates.repository';
import { FlightMessagesRepository } from './repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from './repositories/orvd-agreements.repository';
import { AgreementFlights } from './services/agreement-flights';
import { AgreementSummaries } from './services/agreement-summaries.service';
import { AgreementViews } from './services/agreement-view.service';
import { OrvdAuthorityDecisions } from './services/authority-decisions';
import { AirportsNearby } from './services/airports-nearby.service';
import { FlightDateMessages } from './services/flight-date-messages.service';
import { OrvdAgreements } from './services/orvd-agreements.service';
import { ReplyIngest } from './services/reply-ingest.service';
import { SppiStatuses } from './services/sppi-status.service';

/**
 * Flight agreements with the zonal centre (see README.md): the submission over three channels (channels/), the
 * flight messages per date, the centre's replies applied, the jobs that send and poll, and the whole agreement
 * view (it registers as the local-agreements module's AgreementViewSource) and the requests' agreement summary (the
 * flights module's AgreementSummarySource). Exports OrvdAuthorityDecisions (authority-review) and OrvdAgreements (demo-flights).
 */
@Module({
  imports: [
    AuthoritiesModule,
    CaseFileModule,
    FilesModule,
    FlightMessagesModule,
    FlightsModule,
    JobsModule,
    LocalAgreementsModule,
    MapModule,
    SppiModule,
  ],
  controllers: [ZonalCentreController, FlightMessagesController, SppiStatusController, SubmissionChannelsController, CaseFileController],
  providers: [
    ...channelProviders,
    OrvdAgreementsRepository,
    FlightDatesRepository,
    FlightMessagesRepository,
    DeliveriesRepository,
    AgreementFlights,
    AgreementViews,
    AgreementSummaries,
    AirportsNearby,
    OrvdAgreements,
    FlightDateMessages,
    ReplyIngest,
    SppiStatuses,
    SubmissionBuilder,
    SubmitJob,
    SendMessageJob,
    PollJob,
    AutoCancelJob,
    ExpireJob,
    AgreementJobs,
    OrvdAuthorityDecisions,
  ],
  // The authority area (authority-review) decides zonal-centre agreements on the platform; the demo requests
  // (demo-flights) send submissions through the pilot's own service.
  exports: [OrvdAuthorityDecisions, OrvdAgreements],
})
export class AgreementsModule implements OnModuleInit {
  constructor(
    private readonly jobs: AgreementJobs,
    private readonly views: AgreementViews,
    private readonly viewRegistry: AgreementViewRegistry,
    private readonly summaries: AgreementSummaries,
    private readonly summaryRegistry: AgreementSummaryRegistry,
  ) {}

  onModuleInit(): void {
    this.jobs.register();
    this.viewRegistry.register(this.views);
    this.summaryRegistry.register(this.summaries);
  }
}

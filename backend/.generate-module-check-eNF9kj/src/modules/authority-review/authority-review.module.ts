import { Module } from '@nestjs/common';
import { AgreementsModule } from '../agreements/agreements.module';
import { AuthoritiesModule } from '../authorities/authorities.module';
import { AuthorityStaffModule } from '../authority-staff/authority-staff.module';
import { CaseFileModule } from '../case-file/case-file.module';
import { DronesModule } from '../drones/drones.module';
import { FilesModule } from '../files/files.module';
import { FlightsModule } from '../flights/flights.module';
import { LocalAgreementsModule } from '../local-agreements/local-agreements.module';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { AuthorityReviewController } from './controllers/authority-review.controller';
import { DecisionFileTypeInterceptor } from './controllers/decision-file-type.interceptor';

import { ReviewRepository } from './repositories/review.repository';
import { ReviewDashboard } from './services/review-dashboard.service';
import { ReviewDecisions } from './services/review-decisions.service';
import { ReviewRequests } from './services/review-requests.service';
import { ReviewScope } from './services/review-scope';

/**
 * The authority area's review of flight requests (see README.md): the list, one request, approve / reject and the
 * dashboard. Staff membership comes from authority-staff; the decisions are written by the agreements' own modules
 * (OrvdAuthorityDecisions, LocalAuthorityDecisions) and the owner is told through user-notifications. Exports nothing.
 */
@Module({
  imports: [
    AgreementsModule,
    AuthoritiesModule,
    AuthorityStaffModule,
    CaseFileModule,
    DronesModule,
    FilesModule,
    FlightsModule,
    LocalAgreementsModule,
    UserNotificationsModule,
  ],
  controllers: [AuthorityReviewController],
  providers: [ReviewRepository, ReviewScope, ReviewRequests, ReviewDecisions, ReviewDashboard, DecisionFileTypeInterceptor],
})
export class AuthorityReviewModule {}

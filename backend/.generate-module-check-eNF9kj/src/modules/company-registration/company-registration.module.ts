import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { FilesModule } from '../files/files.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { UsersModule } from '../users/users.module';
import { CompanyRegistrationController } from './controllers/company-registration.controller';
import { GeneralInfoController } from './controllers/general-info.controller';
import { RegistrationReviewController } from './controllers/registration-review.controller';
import { RegistrationRequestsRepository } from './repositories/registration-requests.repository';
import { DecisionNotifier } from './services/decision-notifier';
import { GeneralInfo } from './services/general-info.service';
import { RegistrationApplications } from './services/registration-applications.service';
import { RegistrationReview } from './services/registration-review.service';
import { RequestViews } from './services/request-views';

/**
 * Company registration and review (see README.md): a user asks to register a company, a reviewer (moderator,
 * admin) asks for fixes, declines or approves, and approval creates the company through CompaniesModule; a
 * company's admins change its general info, legal data through the same review.
 */
@Module({
  imports: [CompaniesModule, UsersModule, FilesModule, NotificationsModule, UserNotificationsModule],
  controllers: [CompanyRegistrationController, RegistrationReviewController, GeneralInfoController],
  providers: [RegistrationRequestsRepository, RequestViews, DecisionNotifier, RegistrationApplications, RegistrationReview, GeneralInfo],
})
export class CompanyRegistrationModule {}

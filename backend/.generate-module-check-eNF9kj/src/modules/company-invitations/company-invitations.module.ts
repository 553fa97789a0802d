import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { UsersModule } from '../users/users.module';
import { CompanyInvitationsController } from './controllers/company-invitations.controller';
import { EmployeeInvitationsController } from './controllers/employee-invitations.controller';
import { CompanyInvitationsRepository } from './repositories/company-invitations.repository';
import { CompanyInvitationsService } from './services/company-invitations.service';
import { CompanyInvitationLinks } from './services/invitation-links';
import { InviteeInvitationsService } from './services/invitee-invitations.service';

/**
 * Company invitations (see README.md): a company's admins invite people by e-mail with staff roles; the invitee
 * accepts or declines through the e-mailed link and, accepting, becomes an employee through CompaniesModule's
 * CompanyStaff. The e-mail goes through NotificationsModule's outbox, the admins' notices through UserNotifier.
 */
@Module({
  imports: [CompaniesModule, UsersModule, NotificationsModule, UserNotificationsModule],
  controllers: [EmployeeInvitationsController, CompanyInvitationsController],
  providers: [CompanyInvitationsRepository, CompanyInvitationLinks, CompanyInvitationsService, InviteeInvitationsService],
})
export class CompanyInvitationsModule {}

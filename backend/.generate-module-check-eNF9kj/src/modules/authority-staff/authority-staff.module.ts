import { Module } from '@nestjs/common';
import { AuthoritiesModule } from '../authorities/authorities.module';
import { FilesModule } from '../files/files.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AuthorityDepartmentsController } from './controllers/authority-departments.controller';
import { AuthorityEmployeesController } from './controllers/authority-employees.controller';
import { AuthorityInvitationsController } from './controllers/authority-invitations.controller';
import { AuthorityProfileController } from './controllers/authority-profile.controller';
import { AuthorityStaffGuard } from './guards/authority-staff.guard';
import { AuthorityDepartmentsRepository } from './repositories/authority-departments.repository';
import { AuthorityEmployeesRepository } from './repositories/authority-employees.repository';
import { AuthorityDepartmentsService } from './services/authority-departments.service';
import { AuthorityEmployeesService } from './services/authority-employees.service';
import { AuthorityInvitationsService } from './services/authority-invitations.service';
import { AuthorityMembership } from './services/authority-membership';
import { AuthorityProfileService } from './services/authority-profile.service';
import { InvitationLinks } from './services/invitation-links';
import { StaffScope } from './services/staff-scope';
import { StaffFileReader } from './services/staff-file-reader';
import { StaffViews } from './services/staff-views';

/**
 * Authority staff (see README.md): an authority's profile, departments and employees, and the invitations by
 * which employees join. Exports AuthorityMembership, which every authority-area module asks who the caller is, and
 * AuthorityStaffGuard, which closes an authority-area controller to non-staff before its body is read.
 */
@Module({
  imports: [AuthoritiesModule, UsersModule, FilesModule, NotificationsModule],
  controllers: [AuthorityProfileController, AuthorityDepartmentsController, AuthorityEmployeesController, AuthorityInvitationsController],
  providers: [
    AuthorityDepartmentsRepository,
    AuthorityEmployeesRepository,
    AuthorityMembership,
    AuthorityStaffGuard,
    StaffScope,
    StaffViews,
    StaffFileReader,
    InvitationLinks,
    AuthorityProfileService,
    AuthorityDepartmentsService,
    AuthorityEmployeesService,
    AuthorityInvitationsService,
  ],
  exports: [AuthorityMembership, AuthorityStaffGuard],
})
export class AuthorityStaffModule {}

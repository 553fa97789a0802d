import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { CompanyEmployeesController } from './controllers/company-employees.controller';
import { CompanyAdminGuard, CompanyStaffGuard } from './guards/company-staff.guard';
import { CompaniesRepository } from './repositories/companies.repository';
import { CompanyEmployeeViewsRepository } from './repositories/company-employee-views.repository';
import { CompanyEmployeesRepository } from './repositories/company-employees.repository';
import { CompanyDirectory } from './services/company-directory';
import { CompanyEmployeesService } from './services/company-employees.service';
import { CompanyMembership } from './services/company-membership';
import { CompanyStaff } from './services/company-staff';

/**
 * Companies (see README.md): the companies and their employees. Exports CompanyMembership and the guards, which
 * every company-area module asks who the caller is, CompanyDirectory (the company's data) and CompanyStaff
 * (adding and counting employees).
 */
@Module({
  imports: [UsersModule],
  controllers: [CompanyEmployeesController],
  providers: [
    CompaniesRepository,
    CompanyEmployeesRepository,
    CompanyEmployeeViewsRepository,
    CompanyDirectory,
    CompanyMembership,
    CompanyStaff,
    CompanyStaffGuard,
    CompanyAdminGuard,
    CompanyEmployeesService,
  ],
  exports: [CompanyDirectory, CompanyMembership, CompanyStaff, CompanyStaffGuard, CompanyAdminGuard],
})
export class CompaniesModule {}

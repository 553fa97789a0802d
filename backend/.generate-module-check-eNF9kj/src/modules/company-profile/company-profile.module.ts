import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { DronesModule } from '../drones/drones.module';
import { FilesModule } from '../files/files.module';
import { AppointmentDocumentsController } from './controllers/appointment-documents.controller';
import { CompanyDocumentsController } from './controllers/company-documents.controller';
import { CompanyPaymentInfoController } from './controllers/company-payment-info.controller';
import { CompanyProfileController } from './controllers/company-profile.controller';
import { AppointmentDocumentsRepository } from './repositories/appointment-documents.repository';
import { CompanyDocumentsRepository } from './repositories/company-documents.repository';
import { CompanyFilesRepository } from './repositories/company-files.repository';
import { AppointmentDocumentsService } from './services/appointment-documents.service';
import { CompanyAvatarService } from './services/company-avatar.service';
import { CompanyDocumentsService } from './services/company-documents.service';
import { CompanyFileReader } from './services/company-file-reader';
import { CompanyPaymentService } from './services/company-payment.service';
import { CompanySummaryService } from './services/company-summary.service';

/**
 * The company profile (see README.md): the company card, avatar, bank details, documents and the employees'
 * appointment-basis documents, under /business/api/company-profile. Registers the reader that lets a company's
 * staff open the company's PROTECTED files.
 */
@Module({
  imports: [CompaniesModule, FilesModule, DronesModule],
  controllers: [CompanyProfileController, CompanyPaymentInfoController, CompanyDocumentsController, AppointmentDocumentsController],
  providers: [
    CompanyDocumentsRepository,
    AppointmentDocumentsRepository,
    CompanyFilesRepository,
    CompanySummaryService,
    CompanyAvatarService,
    CompanyPaymentService,
    CompanyDocumentsService,
    AppointmentDocumentsService,
    CompanyFileReader,
  ],
})
export class CompanyProfileModule {}

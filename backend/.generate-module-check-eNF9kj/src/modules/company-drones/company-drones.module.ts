import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { DictionariesModule } from '../dictionaries/dictionaries.module';
import { DronesModule } from '../drones/drones.module';
import { FilesModule } from '../files/files.module';
import { CompanyDroneOptionsController } from './controllers/company-drone-options.controller';
import { CompanyDronesController } from './controllers/company-drones.controller';
import { CompanyDroneFileReader } from './services/company-drone-file-reader';
import { CompanyDronesService } from './services/company-drones.service';

/**
 * Company drones (docs/requirements.md#company-drones, spec §7.3): the business API over the drones module's
 * owner-scoped drones, with the company as the owner. Registers a ProtectedFileReader so the company's staff read
 * its drones' photos and scans.
 */
@Module({
  imports: [CompaniesModule, DronesModule, DictionariesModule, FilesModule],
  controllers: [CompanyDronesController, CompanyDroneOptionsController],
  providers: [CompanyDronesService, CompanyDroneFileReader],
})
export class CompanyDronesModule {}

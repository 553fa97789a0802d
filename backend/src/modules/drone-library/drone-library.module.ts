import { Module } from '@nestjs/common';
import { DroneUsageModule } from '../drones/drone-usage.module';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { ManufacturersController } from './controllers/manufacturers.controller';
import { ModelsController } from './controllers/models.controller';
import { ManufacturersRepository } from './repositories/manufacturers.repository';
import { ModelsRepository } from './repositories/models.repository';
import { LibraryImagesService } from './services/library-images.service';
import { ManufacturersService } from './services/manufacturers.service';
import { ModelsService } from './services/models.service';

/**
 * The curated drone library: manufacturers and models (spec part 2 §7.1). Exports ModelsService for the
 * drones built from its models; learns whether a model is in use through DroneUsageModule.
 */
@Module({
  imports: [UsersModule, FilesModule, DroneUsageModule],
  controllers: [ManufacturersController, ModelsController],
  providers: [ManufacturersRepository, ModelsRepository, LibraryImagesService, ManufacturersService, ModelsService],
  exports: [ModelsService, ManufacturersService],
})
export class DroneLibraryModule {}

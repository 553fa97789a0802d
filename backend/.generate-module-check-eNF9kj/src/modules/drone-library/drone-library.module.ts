import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ManufacturersController } from './controllers/manufacturers.controller';
import { ModelsController } from './controllers/models.controller';
import { ModelUsageRegistry } from './ports/model-usage';
import { ManufacturersRepository } from './repositories/manufacturers.repository';
import { ModelsRepository } from './repositories/models.repository';
import { LibraryImagesService } from './services/library-images.service';
import { ManufacturersService } from './services/manufacturers.service';
import { ModelsService } from './services/models.service';

/**
 * The curated drone library: manufacturers and models (docs/requirements.md#drone-library). Exports
 * ModelsService for the drones built from its models, and ModelUsageRegistry, into which those modules
 * register how many of their records use a model (a model in use cannot be deleted).
 */
@Module({
  imports: [FilesModule],
  controllers: [ManufacturersController, ModelsController],
  providers: [ManufacturersRepository, ModelsRepository, LibraryImagesService, ManufacturersService, ModelsService, ModelUsageRegistry],
  exports: [ModelsService, ManufacturersService, ModelUsageRegistry],
})
export class DroneLibraryModule {}

import { Module, OnModuleInit } from '@nestjs/common';
import { DroneLibraryModule } from '../drone-library/drone-library.module';
import { ModelUsageRegistry } from '../drone-library/ports/model-usage';
import { FilesModule } from '../files/files.module';
import { DronesController } from './controllers/drones.controller';
import { DronesRepository } from './repositories/drones.repository';
import { DroneCountsService } from './services/drone-counts.service';
import { DroneFilesService } from './services/drone-files.service';
import { DroneModelUsage } from './services/drone-model-usage';
import { DronesService } from './services/drones.service';

/**
 * The individual pilot's drones, built from library models, with photos and certificate scans. Tells the
 * library which models its drones use (ModelUsageRegistry) and exports DroneCountsService for the summary
 * and DronesService (a pilot's own drone, read by flight requests).
 */
@Module({
  imports: [FilesModule, DroneLibraryModule],
  controllers: [DronesController],
  providers: [DronesRepository, DroneFilesService, DronesService, DroneCountsService, DroneModelUsage],
  exports: [DroneCountsService, DronesService],
})
export class DronesModule implements OnModuleInit {
  constructor(
    private readonly modelUsages: ModelUsageRegistry,
    private readonly usage: DroneModelUsage,
  ) {}

  onModuleInit(): void {
    this.modelUsages.register(this.usage);
  }
}

import { Module, OnModuleInit } from '@nestjs/common';
import { DroneLibraryModule } from '../drone-library/drone-library.module';
import { ModelUsageRegistry } from '../drone-library/ports/model-usage';
import { FilesModule } from '../files/files.module';
import { DronesController } from './controllers/drones.controller';
import { DroneOptionsRepository } from './repositories/drone-options.repository';
import { DronesRepository } from './repositories/drones.repository';
import { DroneCountsService } from './services/drone-counts.service';
import { DroneFilesService } from './services/drone-files.service';
import { DroneModelUsage } from './services/drone-model-usage';
import { DroneOptionsService } from './services/drone-options.service';
import { DronesService } from './services/drones.service';

/**
 * Drones of pilots and companies, built from library models, with photos and certificate scans. Tells the
 * library which models its drones use (ModelUsageRegistry) and exports DroneCountsService for the summary,
 * DronesService (an owner's drone: read by flight requests, served by company-drones) and DroneOptionsService
 * (an owner's pickers and filter options, and whose drone shows a file) for company-drones.
 */
@Module({
  imports: [FilesModule, DroneLibraryModule],
  controllers: [DronesController],
  providers: [
    DronesRepository,
    DroneOptionsRepository,
    DroneFilesService,
    DronesService,
    DroneCountsService,
    DroneModelUsage,
    DroneOptionsService,
  ],
  exports: [DroneCountsService, DronesService, DroneOptionsService],
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

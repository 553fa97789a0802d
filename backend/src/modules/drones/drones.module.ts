import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../../common/clock/clock';
import { DroneLibraryModule } from '../drone-library/drone-library.module';
import { FilesModule } from '../files/files.module';
import { UsersModule } from '../users/users.module';
import { DronesController } from './controllers/drones.controller';
import { DronesRepository } from './repositories/drones.repository';
import { DroneFilesService } from './services/drone-files.service';
import { DronesService } from './services/drones.service';

/** The individual pilot's drones, built from library models, with photos and certificate scans. */
@Module({
  imports: [UsersModule, FilesModule, DroneLibraryModule],
  controllers: [DronesController],
  providers: [DronesRepository, DroneFilesService, DronesService, { provide: Clock, useClass: SystemClock }],
})
export class DronesModule {}

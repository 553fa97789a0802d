import { Module } from '@nestjs/common';
import { MODEL_USAGE } from '../drone-library/services/model-usage';
import { DRONES_COUNT_PROVIDER } from '../users/services/drones-count.provider';
import { DroneUsageRepository } from './repositories/drone-usage.repository';

/**
 * The drones module's answers for the modules it depends on (users: drones per user; the library:
 * drones per model). Kept apart from DronesModule so those modules can import it without a cycle.
 */
@Module({
  providers: [
    DroneUsageRepository,
    { provide: DRONES_COUNT_PROVIDER, useExisting: DroneUsageRepository },
    { provide: MODEL_USAGE, useExisting: DroneUsageRepository },
  ],
  exports: [DRONES_COUNT_PROVIDER, MODEL_USAGE],
})
export class DroneUsageModule {}

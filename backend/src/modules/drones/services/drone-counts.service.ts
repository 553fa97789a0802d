import { Injectable } from '@nestjs/common';
import { DronesRepository } from '../repositories/drones.repository';

/** Counts of registered drones, exported by DronesModule for the summary module above it (`dronesCount`, `allowedToFly`). */
@Injectable()
export class DroneCountsService {
  constructor(private readonly drones: DronesRepository) {}

  countUserDrones(userId: string): Promise<number> {
    return this.drones.countOwnedBy(userId);
  }

  /** Company drones belong to the company area, which does not exist yet: no organisation has any. */
  countOrganisationDrones(_organisationId: string): Promise<number> {
    return Promise.resolve(0);
  }
}

import { Injectable } from '@nestjs/common';
import { companyDroneOwner, userDroneOwner } from '../domain/drone-owner';
import { DronesRepository } from '../repositories/drones.repository';

/** Counts of registered drones, exported by DronesModule for the summary module above it (`dronesCount`, `allowedToFly`). */
@Injectable()
export class DroneCountsService {
  constructor(private readonly drones: DronesRepository) {}

  countUserDrones(userId: string): Promise<number> {
    return this.drones.countOwnedBy(userDroneOwner(userId));
  }

  /** An employment's organisation id is the company's id (companies.id), which owns the company's drones. */
  countOrganisationDrones(organisationId: string): Promise<number> {
    return this.drones.countOwnedBy(companyDroneOwner(organisationId));
  }
}

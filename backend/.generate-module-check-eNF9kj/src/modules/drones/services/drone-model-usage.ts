import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ModelUsage } from '../../drone-library/ports/model-usage';
import { DronesRepository } from '../repositories/drones.repository';

/** The drones' answer to the library's "is this model used" (registered by DronesModule at start). */
@Injectable()
export class DroneModelUsage implements ModelUsage {
  constructor(private readonly drones: DronesRepository) {}

  countUsesOfModels(modelIds: readonly string[], manager: EntityManager): Promise<number> {
    return this.drones.countUsingModels(modelIds, manager);
  }
}

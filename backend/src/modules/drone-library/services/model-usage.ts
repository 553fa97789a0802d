import type { EntityManager } from 'typeorm';

/**
 * How many registered drones use given models. The library only knows this interface: the drones module
 * (which depends on the library, as drones are built from models) provides it through its small
 * DroneUsageModule, so there is no dependency cycle.
 */
export interface ModelUsage {
  countDronesOfModels(modelIds: string[], manager: EntityManager): Promise<number>;
}

export const MODEL_USAGE = Symbol('MODEL_USAGE');

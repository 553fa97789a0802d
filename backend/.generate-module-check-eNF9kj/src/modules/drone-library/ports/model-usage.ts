import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * How many records of a module above the library were built from given models (the drones module's
 * drones; company drones later). The library refuses to delete a model in use.
 */
export interface ModelUsage {
  /** Counted in the library's transaction, which holds the models' rows locked. */
  countUsesOfModels(modelIds: readonly string[], manager: EntityManager): Promise<number>;
}

/**
 * The library's seam for the modules built on its models: exported by DroneLibraryModule; each such module
 * registers its ModelUsage here when it starts (onModuleInit), so the library learns about uses without
 * importing the modules above it.
 */
@Injectable()
export class ModelUsageRegistry {
  private readonly usages: ModelUsage[] = [];

  register(usage: ModelUsage): void {
    this.usages.push(usage);
  }

  /** Uses of these models across every registered module. */
  async countUses(modelIds: readonly string[], manager: EntityManager): Promise<number> {
    if (modelIds.length === 0) return 0;
    let total = 0;
    for (const usage of this.usages) total += await usage.countUsesOfModels(modelIds, manager);
    return total;
  }
}

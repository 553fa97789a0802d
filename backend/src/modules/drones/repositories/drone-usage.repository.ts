import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ModelUsage } from '../../drone-library/services/model-usage';
import type { DronesCountProvider } from '../../users/services/drones-count.provider';

/**
 * Counts of registered drones for other modules: per user for the summary (`dronesCount`,
 * `allowedToFly`), per library model for the library's delete rule. Depends on nothing but the database,
 * so the users and library modules can import it without importing the drones module.
 */
@Injectable()
export class DroneUsageRepository implements DronesCountProvider, ModelUsage {
  constructor(private readonly dataSource: DataSource) {}

  async countUserDrones(userId: string): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query('SELECT count(*)::int AS count FROM drones WHERE owner_id = $1', [userId]);
    return count;
  }

  /** Company drones belong to the company area, which does not exist yet: no organisation has any. */
  async countOrganisationDrones(): Promise<number> {
    return 0;
  }

  async countDronesOfModels(modelIds: string[], manager: EntityManager): Promise<number> {
    if (modelIds.length === 0) return 0;
    const [{ count }]: Array<{ count: number }> = await manager.query(
      'SELECT count(*)::int AS count FROM drones WHERE model_id = ANY($1::uuid[])',
      [modelIds],
    );
    return count;
  }
}

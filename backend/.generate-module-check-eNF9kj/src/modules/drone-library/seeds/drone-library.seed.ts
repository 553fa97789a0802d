import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';
import { weightClassOf } from '../domain/weight-class';
import { SEED_MANUFACTURERS } from './library-seed.manufacturers';
import { SEED_MODELS } from './library-seed.models';
import type { SeedModel } from './library-seed.types';

/** The stored weight class of a seeded model: derived from its weight, else the class the data states. */
export function seedWeightClass(model: SeedModel): string | null {
  return model.maxTakeoffWeight !== null ? weightClassOf(model.maxTakeoffWeight) : (model.weightClass ?? null);
}

/**
 * The curated library, inserted once per record (keyed by `seed_key`). Existing rows are left alone:
 * whatever an admin changed, archived or deleted in a seeded record survives every restart. A name an
 * admin already used for another record is not duplicated (DO NOTHING covers the name indexes too).
 */
export const droneLibrarySeed: Seed = {
  name: 'drone-library',
  async run(manager: EntityManager): Promise<void> {
    const manufacturerIds = new Map<string, string>();
    for (const m of SEED_MANUFACTURERS) {
      await manager.query(
        `INSERT INTO drone_manufacturers (name, name_en, country, website, source, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [m.name, m.nameEn, m.country, m.website, m.source, m.key],
      );
      const rows: Array<{ id: string }> = await manager.query(
        'SELECT id FROM drone_manufacturers WHERE seed_key = $1 AND deleted_at IS NULL',
        [m.key],
      );
      if (rows[0]) manufacturerIds.set(m.key, rows[0].id);
    }
    for (const model of SEED_MODELS) {
      const manufacturerId = manufacturerIds.get(model.manufacturer);
      // The admin deleted the seeded manufacturer: its models stay out too.
      if (!manufacturerId) continue;
      await manager.query(
        `INSERT INTO drone_models (manufacturer_id, name, drone_type, engine_type, engine_count, weight_class,
           max_takeoff_weight, max_lifting_capacity, max_distance, max_duration, max_height, max_horizontal_speed,
           max_vertical_speed, temperature_from, temperature_to, wind_speed_from, wind_speed_to, source, seed_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         ON CONFLICT DO NOTHING`,
        [
          manufacturerId,
          model.name,
          model.droneType,
          model.engineType,
          model.engineCount,
          seedWeightClass(model),
          model.maxTakeoffWeight,
          model.maxLiftingCapacity,
          model.maxDistance,
          model.maxDuration,
          model.maxHeight,
          model.maxHorizontalSpeed,
          model.maxVerticalSpeed,
          model.temperature?.[0] ?? null,
          model.temperature?.[1] ?? null,
          model.windSpeed?.[0] ?? null,
          model.windSpeed?.[1] ?? null,
          model.source,
          model.key,
        ],
      );
    }
  },
};

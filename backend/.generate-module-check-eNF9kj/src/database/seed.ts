import type { EntityManager } from 'typeorm';

/**
 * Reference or demo data a module needs. Seeds must be idempotent (upserts keyed by a natural key), since
 * they run at every start after the migrations.
 */
export interface Seed {
  name: string;
  run(manager: EntityManager): Promise<void>;
}

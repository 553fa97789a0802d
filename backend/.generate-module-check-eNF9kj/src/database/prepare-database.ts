import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Seed } from './seed';
import { seeds as allSeeds } from './seeds';

/**
 * Fixed key of the PostgreSQL advisory lock that serialises schema changes: several backend
 * instances starting at once against one database must not run the same migration twice.
 */
const SCHEMA_LOCK_KEY = 0x4e65626f; // "Nebo" in ASCII

const logger = new Logger('Database');

/** Applies pending migrations, each in its own transaction. Returns the names of those applied. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  return withSchemaLock(dataSource, async () => {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    logger.log(applied.length > 0 ? `Applied migrations: ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date');
    return applied.map((m) => m.name);
  });
}

/** Runs the idempotent seeds, all in one transaction so a failing seed leaves no half-written data. */
export async function runSeeds(dataSource: DataSource, seeds: Seed[] = allSeeds): Promise<void> {
  await withSchemaLock(dataSource, () =>
    dataSource.transaction(async (manager) => {
      for (const seed of seeds) await seed.run(manager);
    }),
  );
  logger.log(`Seeds applied: ${seeds.map((s) => s.name).join(', ')}`);
}

async function withSchemaLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await work();
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
    await lockRunner.release();
  }
}

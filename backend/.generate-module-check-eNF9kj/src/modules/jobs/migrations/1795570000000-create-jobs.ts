import PgBoss from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** pg-boss's schema lives in its own PostgreSQL schema, so its tables never mix with the domain's. */
export const PG_BOSS_SCHEMA = 'pgboss';

/**
 * Installs pg-boss's tables (schema `pgboss`) from its own construction plan, so the application never lets
 * pg-boss migrate at runtime (`migrate: false`): the schema changes only through migrations, like every
 * other table. The plan wraps itself in BEGIN/COMMIT; TypeORM already runs each migration in a transaction,
 * and a COMMIT in the middle would record the migration outside it, so the wrapper is taken off.
 */
export class CreateJobs1795570000000 implements MigrationInterface {
  name = 'CreateJobs1795570000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(withoutTransactionWrapper(PgBoss.getConstructionPlans(PG_BOSS_SCHEMA)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SCHEMA ${PG_BOSS_SCHEMA} CASCADE`);
  }
}

export function withoutTransactionWrapper(plan: string): string {
  const body = plan.trim();
  if (!body.startsWith('BEGIN;') || !body.endsWith('COMMIT;'))
    throw new Error('pg-boss construction plan changed shape: review this migration');
  return body.slice('BEGIN;'.length, -'COMMIT;'.length);
}

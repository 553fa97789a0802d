import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';
import { TypeOrmLogger } from './typeorm-logger';

/**
 * The one TypeORM configuration, shared by the Nest app and the database:migrate / database:seed commands.
 * The schema comes from migrations only: `synchronize` stays off everywhere, tests included. No entity
 * classes: repositories write their SQL against the DataSource (backend/README.md).
 */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    migrationsRun: false,
    logger: new TypeOrmLogger(),
    logging: ['error', 'warn', 'migration'],
    maxQueryExecutionTime: 1_000,
    // A bounded wait for a connection keeps readiness probes from hanging while the database is down.
    extra: { max: 10, application_name: 'nebo-backend', connectionTimeoutMillis: 5_000 },
  };
}

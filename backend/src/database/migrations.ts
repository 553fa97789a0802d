import { authServerMigrations } from '../modules/auth-server/migrations';
import { mapMigrations } from '../modules/map/migrations';
import { usersMigrations } from '../modules/users/migrations';

/**
 * Every migration of the backend, listed explicitly (no globs: what runs is what the build contains).
 * Each module exports its own list from `modules/<domain>/migrations/index.ts`; order across modules is
 * by each migration's timestamp, which TypeORM sorts on.
 */
export const migrations = [...authServerMigrations, ...usersMigrations, ...mapMigrations];

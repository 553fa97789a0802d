import { authServerMigrations } from '../modules/auth-server/migrations';
import { identityMigrations } from '../modules/identity/migrations';
import { mapMigrations } from '../modules/map/migrations';
import { filesMigrations } from '../modules/files/migrations';
import { dictionariesMigrations } from '../modules/dictionaries/migrations';
import { documentsMigrations } from '../modules/documents/migrations';
import { admittedPersonsMigrations } from '../modules/admitted-persons/migrations';
import { usersMigrations } from '../modules/users/migrations';
import { notificationsMigrations } from '../modules/notifications/migrations';
import { droneLibraryMigrations } from '../modules/drone-library/migrations';
import { dronesMigrations } from '../modules/drones/migrations';
import { crossModuleMigrations } from './cross-module-migrations';

/**
 * Every migration of the backend, listed explicitly (no globs: what runs is what the build contains).
 * Each module exports its own list from `modules/<domain>/migrations/index.ts`; order across modules is
 * by each migration's timestamp, which TypeORM sorts on. Constraints between modules' tables live in
 * `cross-module-migrations/`, timestamped after every table they join.
 */
export const migrations = [...authServerMigrations, ...identityMigrations, ...usersMigrations, ...mapMigrations, ...filesMigrations, ...dictionariesMigrations, ...documentsMigrations, ...admittedPersonsMigrations, ...droneLibraryMigrations, ...dronesMigrations, ...notificationsMigrations, ...crossModuleMigrations];

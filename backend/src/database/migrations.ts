import { authServerMigrations } from '../modules/auth-server/migrations';
import { mapMigrations } from '../modules/map/migrations';
import { filesMigrations } from '../modules/files/migrations';
import { dictionariesMigrations } from '../modules/dictionaries/migrations';
import { documentsMigrations } from '../modules/documents/migrations';
import { admittedPersonsMigrations } from '../modules/admitted-persons/migrations';
import { usersMigrations } from '../modules/users/migrations';
import { notificationsMigrations } from '../modules/notifications/migrations';
import { droneLibraryMigrations } from '../modules/drone-library/migrations';
import { dronesMigrations } from '../modules/drones/migrations';

/**
 * Every migration of the backend, listed explicitly (no globs: what runs is what the build contains).
 * Each module exports its own list from `modules/<domain>/migrations/index.ts`; order across modules is
 * by each migration's timestamp, which TypeORM sorts on.
 */
export const migrations = [...authServerMigrations, ...usersMigrations, ...mapMigrations, ...filesMigrations, ...dictionariesMigrations, ...documentsMigrations, ...admittedPersonsMigrations, ...droneLibraryMigrations, ...dronesMigrations, ...notificationsMigrations];

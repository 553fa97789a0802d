import { UserForeignKeys1795369095917 } from './1795369095917-user-foreign-keys';

/**
 * Migrations that span modules (constraints between tables of different modules), in order; collected by
 * src/database/migrations.ts like each module's own list.
 */
export const crossModuleMigrations = [UserForeignKeys1795369095917];

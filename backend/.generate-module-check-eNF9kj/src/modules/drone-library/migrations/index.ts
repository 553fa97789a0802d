import { CreateDroneLibrary1763800400000 } from './1763800400000-create-drone-library';

/** The drone library's migrations, in order; collected by src/database/migrations.ts. */
export const droneLibraryMigrations = [CreateDroneLibrary1763800400000];

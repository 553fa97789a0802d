import { CreateDrones1763800400100 } from './1763800400100-create-drones';

/** The drones module's migrations, in order; collected by src/database/migrations.ts. */
export const dronesMigrations = [CreateDrones1763800400100];

import { CreateDrones1763800400100 } from './1763800400100-create-drones';
import { CompanyDroneOwners1795590400000 } from './1795590400000-company-drone-owners';

/** The drones module's migrations, in order; collected by src/database/migrations.ts. */
export const dronesMigrations = [CreateDrones1763800400100, CompanyDroneOwners1795590400000];

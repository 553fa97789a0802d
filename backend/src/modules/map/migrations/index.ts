import { CreateMapObjects1763830000000 } from './1763830000000-create-map-objects';

/** The map module's migrations, in order; collected by src/database/migrations.ts. */
export const mapMigrations = [CreateMapObjects1763830000000];

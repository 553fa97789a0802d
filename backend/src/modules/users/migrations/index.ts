import { CreateUsers1763820000000 } from './1763820000000-create-users';

/** The users module's migrations, in order; collected by src/database/migrations.ts. */
export const usersMigrations = [CreateUsers1763820000000];

import { CreateFiles1763800200000 } from './1763800200000-create-files';

/** The files module's migrations, in order; collected by src/database/migrations.ts. */
export const filesMigrations = [CreateFiles1763800200000];

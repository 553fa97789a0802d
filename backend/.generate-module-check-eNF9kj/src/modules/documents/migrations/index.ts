import { CreatePersonalDocuments1763800200100 } from './1763800200100-create-personal-documents';

/** The documents module's migrations, in order; collected by src/database/migrations.ts. */
export const documentsMigrations = [CreatePersonalDocuments1763800200100];

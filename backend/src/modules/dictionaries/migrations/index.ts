import { CreateDictionaries1763800200200 } from './1763800200200-create-dictionaries';

/** The dictionaries module's migrations, in order; collected by src/database/migrations.ts. */
export const dictionariesMigrations = [CreateDictionaries1763800200200];

import { CreateDictionaries1763800200200 } from './1763800200200-create-dictionaries';
import { LocalityNameTransliterated1795368937242 } from './1795368937242-locality-name-transliterated';

/** The dictionaries module's migrations, in order; collected by src/database/migrations.ts. */
export const dictionariesMigrations = [CreateDictionaries1763800200200, LocalityNameTransliterated1795368937242];

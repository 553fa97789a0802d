import { CreateAuthorities1795570000010 } from './1795570000010-create-authorities';

/** The authorities module's migrations, in order; composed through its manifest. */
export const authoritiesMigrations = [CreateAuthorities1795570000010];

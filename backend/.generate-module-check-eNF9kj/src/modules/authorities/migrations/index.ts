import { CreateAuthorities1795570000010 } from './1795570000010-create-authorities';
import { AuthorityProfile1795580000100 } from './1795580000100-authority-profile';

/** The authorities module's migrations, in order; composed through its manifest. */
export const authoritiesMigrations = [CreateAuthorities1795570000010, AuthorityProfile1795580000100];

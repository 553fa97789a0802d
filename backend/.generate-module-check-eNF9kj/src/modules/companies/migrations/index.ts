import { CreateCompanies1795590000000 } from './1795590000000-create-companies';

/** The companies module's migrations, in order; composed through its manifest. */
export const companiesMigrations = [CreateCompanies1795590000000];

import { CreateCompanyProfile1795590200000 } from './1795590200000-create-company-profile';

/** The company-profile module's migrations, in order; composed through its manifest. */
export const companyProfileMigrations = [CreateCompanyProfile1795590200000];

import { CreateCompanyRegistrationRequests1795590100000 } from './1795590100000-create-company-registration-requests';

/** The company-registration module's migrations, in order; composed through its manifest. */
export const companyRegistrationMigrations = [CreateCompanyRegistrationRequests1795590100000];

import { CreateCompanyInvitations1795590300000 } from './1795590300000-create-company-invitations';

/** The company-invitations module's migrations, in order; composed through its manifest. */
export const companyInvitationsMigrations = [CreateCompanyInvitations1795590300000];

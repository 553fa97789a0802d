import { CreateAuthorityStaff1795580000110 } from './1795580000110-create-authority-staff';

/** The authority-staff module's migrations, in order; composed through its manifest. */
export const authorityStaffMigrations = [CreateAuthorityStaff1795580000110];

import { CreateUsers1763820000000 } from './1763820000000-create-users';
import { UserProfile1763820300100 } from './1763820300100-user-profile';
import { EmailChanges1795410000000 } from './1795410000000-email-changes';
import { PasswordCheckLimits1795410000100 } from './1795410000100-password-check-limits';
import { CompanyNotificationCategory1795590500000 } from './1795590500000-company-notification-category';

/** The users module's migrations, in order; collected by src/database/migrations.ts. */
export const usersMigrations = [
  CreateUsers1763820000000,
  UserProfile1763820300100,
  EmailChanges1795410000000,
  PasswordCheckLimits1795410000100,
  CompanyNotificationCategory1795590500000,
];

import { CreateUserNotifications1795580000010 } from './1795580000010-create-user-notifications';
import { CompanyCategory1795590500010 } from './1795590500010-company-category';

/** The user-notifications module's migrations, in order; composed through its manifest. */
export const userNotificationsMigrations = [CreateUserNotifications1795580000010, CompanyCategory1795590500010];

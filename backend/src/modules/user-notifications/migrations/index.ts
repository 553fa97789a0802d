import { CreateUserNotifications1795580000010 } from './1795580000010-create-user-notifications';

/** The user-notifications module's migrations, in order; composed through its manifest. */
export const userNotificationsMigrations = [CreateUserNotifications1795580000010];

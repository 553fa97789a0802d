import { CreateOutboxJobs1763800300000 } from './1763800300000-create-outbox-jobs';

/** The notifications module's migrations, in order; collected by src/database/migrations.ts. */
export const notificationsMigrations = [CreateOutboxJobs1763800300000];

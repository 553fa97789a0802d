import { CreateOutboxJobs1763800300000 } from './1763800300000-create-outbox-jobs';
import { MoveOutboxToJobQueue1795570000001 } from './1795570000001-move-outbox-to-job-queue';

/** The notifications module's migrations, in order; collected by src/database/migrations.ts. */
export const notificationsMigrations = [CreateOutboxJobs1763800300000, MoveOutboxToJobQueue1795570000001];

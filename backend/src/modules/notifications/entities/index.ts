import { OutboxJobEntity } from './outbox-job.entity';

/** The notifications module's entities, registered with the data source in src/database/entities.ts. */
export const notificationsEntities = [OutboxJobEntity];

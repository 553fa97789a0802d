import { usersEntities } from '../modules/users/entities';
import { notificationsEntities } from '../modules/notifications/entities';
import { filesEntities } from '../modules/files/entities';

/** Every TypeORM entity of the backend, listed explicitly like the migrations. */
export const entities = [...usersEntities, ...filesEntities, ...notificationsEntities];

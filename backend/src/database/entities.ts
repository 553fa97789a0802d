import { usersEntities } from '../modules/users/entities';

/** Every TypeORM entity of the backend, listed explicitly like the migrations. */
export const entities = [...usersEntities];

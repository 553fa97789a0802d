import { EmploymentEntity } from './employment.entity';
import { UserEntity } from './user.entity';

/** The users module's entities, registered with the data source in src/database/entities.ts. */
export const usersEntities = [UserEntity, EmploymentEntity];

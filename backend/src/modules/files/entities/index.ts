import { FileEntity } from './file.entity';

/** The files module's entities, registered with the data source in src/database/entities.ts. */
export const filesEntities = [FileEntity];

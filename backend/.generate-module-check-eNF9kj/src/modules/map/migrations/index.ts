import { CreateMapObjects1763830000000 } from './1763830000000-create-map-objects';
import { MapShapesAsJson1795369000000 } from './1795369000000-map-shapes-as-json';
import { MapNamesInTwoLanguages1795400000000 } from './1795400000000-map-names-in-two-languages';

/** The map module's migrations, in order; collected by src/database/migrations.ts. */
export const mapMigrations = [CreateMapObjects1763830000000, MapShapesAsJson1795369000000, MapNamesInTwoLanguages1795400000000];

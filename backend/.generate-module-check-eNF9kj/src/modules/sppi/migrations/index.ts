import { CreateSppi1795570000020 } from './1795570000020-create-sppi';

/** The sppi module's migrations, in order; composed through its manifest. */
export const sppiMigrations = [CreateSppi1795570000020];

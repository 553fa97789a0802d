import { CreateJobs1795570000000 } from './1795570000000-create-jobs';

/** The jobs module's migrations, in order; composed through its manifest. */
export const jobsMigrations = [CreateJobs1795570000000];

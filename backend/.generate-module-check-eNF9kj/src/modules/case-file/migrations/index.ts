import { CreateCaseFile1795570000030 } from './1795570000030-create-case-file';

/** The case-file module's migrations, in order; composed through its manifest. */
export const caseFileMigrations = [CreateCaseFile1795570000030];

import { CreateGeneratedProbe1795584936467 } from './1795584936467-create-generated-probe';

/** The generated-probe module's migrations, in order; composed through its manifest. */
export const generatedProbeMigrations = [CreateGeneratedProbe1795584936467];

import { CreateAdmittedPersons1763800200300 } from './1763800200300-create-admitted-persons';

/** The admitted-persons module's migrations, in order; collected by src/database/migrations.ts. */
export const admittedPersonsMigrations = [CreateAdmittedPersons1763800200300];

import { demoUsersSeed } from '../modules/users/seeds/demo-users.seed';
import { droneLibrarySeed } from '../modules/drone-library/seeds/drone-library.seed';
import { dictionariesSeed } from '../modules/dictionaries/seeds/dictionaries.seed';
import { demoDocumentsSeed } from '../modules/documents/seeds/demo-documents.seed';
import { Seed } from './seed';

/** Every seed of the backend, in run order (a seed may rely on rows of the seeds before it). */
export const seeds: Seed[] = [demoUsersSeed, dictionariesSeed, demoDocumentsSeed, droneLibrarySeed];

import { demoUsersSeed } from '../modules/users/seeds/demo-users.seed';
import { Seed } from './seed';

/** Every seed of the backend, in run order (a seed may rely on rows of the seeds before it). */
export const seeds: Seed[] = [demoUsersSeed];

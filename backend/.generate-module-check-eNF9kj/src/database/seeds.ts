import { MODULES } from '../modules';
import type { Seed } from './seed';

/** Every seed of the backend, in the manifests' order (a seed may rely on rows of the modules before it). */
export const seeds: Seed[] = MODULES.flatMap((manifest) => manifest.seeds ?? []);

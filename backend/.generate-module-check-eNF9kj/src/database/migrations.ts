import { MODULES } from '../modules';
import { crossModuleMigrations } from './cross-module-migrations';

/**
 * Every migration of the backend, from the module manifests (no globs: what runs is what the build
 * contains). TypeORM orders them by timestamp across modules. Constraints between modules' tables live in
 * `cross-module-migrations/`, timestamped after every table they join.
 */
export const migrations = [...MODULES.flatMap((manifest) => manifest.migrations ?? []), ...crossModuleMigrations];

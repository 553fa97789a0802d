import type { DynamicModule, Type } from '@nestjs/common';
import type { MigrationInterface } from 'typeorm';
import type { Seed } from '../database/seed';

/**
 * Everything the application needs to know about one domain module, declared by the module itself in
 * `<module>.manifest.ts` and composed in one place (`modules/index.ts`): adding a module is one line there.
 */
export interface ModuleManifest {
  /** The module's folder under `src/modules`. */
  name: string;
  /** The Nest module; absent for a part that is not one (the embedded identity provider is an app of its own). */
  module?: Type<unknown> | DynamicModule;
  /** Its schema, in order; TypeORM runs every module's migrations sorted by timestamp. */
  migrations?: (new () => MigrationInterface)[];
  /** Idempotent reference or demo data, run after the migrations at every start. */
  seeds?: Seed[];
}

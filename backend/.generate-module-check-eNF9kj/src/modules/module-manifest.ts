import type { DynamicModule, Type } from '@nestjs/common';
import type { MigrationInterface } from 'typeorm';
import type { CoreConfig } from '../config/app-config';
import type { EnvReader } from '../config/env-reader';
import type { Seed } from '../database/seed';

/**
 * Reads a module's part of the configuration from the environment: the keys it returns become AppConfig's
 * (e.g. `{ map: MapConfig }` → `config.map`). Bad values are recorded on `read`, never thrown, so that
 * loadConfig reports every problem at once; `core` is what the application itself reads first (dataDir…).
 */
export type ModuleConfigReader = (read: EnvReader, core: CoreConfig) => object;

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
  /** Its configuration, read and validated with the rest at start; declared in `<module>.config.ts`. */
  config?: ModuleConfigReader;
}

/**
 * The configuration the manifests declare, as one type: the intersection of what each `config` reader
 * returns. Manifests are declared with `satisfies ModuleManifest` (not `: ModuleManifest`) so that their
 * readers' return types survive to here.
 */
export type ConfigOfModules<M extends readonly ModuleManifest[]> = UnionToIntersection<ConfigOf<M[number]>>;

type ConfigOf<M> = M extends { config: (...args: never[]) => infer C } ? C : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

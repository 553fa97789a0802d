import type { ModuleManifest } from '../module-manifest';
import { DictionariesModule } from './dictionaries.module';
import { dictionariesMigrations } from './migrations';
import { dictionariesSeed } from './seeds/dictionaries.seed';

export const dictionariesManifest = {
  name: 'dictionaries',
  module: DictionariesModule,
  migrations: dictionariesMigrations,
  seeds: [dictionariesSeed],
} satisfies ModuleManifest;

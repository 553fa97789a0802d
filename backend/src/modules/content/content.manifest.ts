import type { ModuleManifest } from '../module-manifest';
import { ContentModule } from './content.module';
import { contentMigrations } from './migrations';
import { contentSeed } from './seeds/content.seed';

export const contentManifest = {
  name: 'content',
  module: ContentModule,
  migrations: contentMigrations,
  seeds: [contentSeed],
} satisfies ModuleManifest;

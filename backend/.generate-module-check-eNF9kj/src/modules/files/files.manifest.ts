import type { ModuleManifest } from '../module-manifest';
import { readFilesModuleConfig } from './files.config';
import { FilesModule } from './files.module';
import { filesMigrations } from './migrations';

export const filesManifest = {
  name: 'files',
  module: FilesModule,
  migrations: filesMigrations,
  config: readFilesModuleConfig,
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { FilesModule } from './files.module';
import { filesMigrations } from './migrations';

export const filesManifest: ModuleManifest = {
  name: 'files',
  module: FilesModule,
  migrations: filesMigrations,
};

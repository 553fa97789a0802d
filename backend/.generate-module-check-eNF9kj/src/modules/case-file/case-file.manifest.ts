import type { ModuleManifest } from '../module-manifest';
import { CaseFileModule } from './case-file.module';
import { caseFileMigrations } from './migrations';

export const caseFileManifest = {
  name: 'case-file',
  module: CaseFileModule,
  migrations: caseFileMigrations,
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { DocumentsModule } from './documents.module';
import { documentsMigrations } from './migrations';
import { demoDocumentsSeed } from './seeds/demo-documents.seed';

export const documentsManifest: ModuleManifest = {
  name: 'documents',
  module: DocumentsModule,
  migrations: documentsMigrations,
  seeds: [demoDocumentsSeed],
};

import type { ModuleManifest } from '../module-manifest';
import { DocumentsModule } from './documents.module';
import { documentsMigrations } from './migrations';
import { demoDocumentsSeed } from './seeds/demo-documents.seed';

export const documentsManifest = {
  name: 'documents',
  module: DocumentsModule,
  migrations: documentsMigrations,
  seeds: [demoDocumentsSeed],
} satisfies ModuleManifest;

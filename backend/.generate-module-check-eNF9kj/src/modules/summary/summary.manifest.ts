import type { ModuleManifest } from '../module-manifest';
import { SummaryModule } from './summary.module';

export const summaryManifest = {
  name: 'summary',
  module: SummaryModule,
} satisfies ModuleManifest;

import type { ModuleManifest } from '../module-manifest';
import { AuthorityReviewModule } from './authority-review.module';
import { authorityReviewMigrations } from './migrations';

export const authorityReviewManifest = {
  name: 'authority-review',
  module: AuthorityReviewModule,
  migrations: authorityReviewMigrations,
} satisfies ModuleManifest;

import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRepositoryRoot } from '../../config/repository-root';

/**
 * The folder of the module's non-code sources (seeds/content Markdown, assets/images). The build compiles
 * TypeScript only, so from dist/ they are read where they live in the repository, as the data directory is.
 */
export function contentSourceDir(): string {
  if (existsSync(path.join(__dirname, 'seeds', 'content'))) return __dirname;
  return path.join(findRepositoryRoot(), 'backend', 'src', 'modules', 'content');
}

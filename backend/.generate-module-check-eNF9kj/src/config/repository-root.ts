import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest ancestor whose package.json declares npm workspaces. Works the same from
 * src/ (tests) and dist/ (production build), so the default data directory does not depend on the cwd.
 * Falls back to the current directory when the backend runs outside the repository (a container image).
 */
export function findRepositoryRoot(startDir: string = __dirname): string {
  let dir = startDir;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && declaresWorkspaces(manifest)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function declaresWorkspaces(manifestPath: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { workspaces?: unknown };
    return Array.isArray(manifest.workspaces);
  } catch {
    return false;
  }
}

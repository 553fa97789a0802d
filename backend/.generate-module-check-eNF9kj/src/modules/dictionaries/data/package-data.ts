import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of an installed package (pinned in backend/package.json), found from its entry point since
 * not every package exports its package.json. Data sets are read from there at seed time, so nothing
 * large is kept in git and a data set's version is its package's.
 */
export function packageFolder(name: string): string {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (manifest.name === name) return dir;
    } catch {
      // No manifest here: keep walking up.
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of package ${name}`);
    dir = parent;
  }
}

export function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(packageFolder(name), 'package.json'), 'utf8')) as { version: string };
  return `${name}@${manifest.version}`;
}

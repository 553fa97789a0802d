import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const UNKNOWN = 'unknown';

/**
 * The backend's version from its package.json, found by walking up from this file: the same code runs from src/
 * (tests, ts) and from dist/ (production), at different depths.
 */
export function backendVersion(start = __dirname): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@nebo/backend') return manifest.version ?? UNKNOWN;
    }
    if (path.dirname(dir) === dir) return UNKNOWN;
  }
}

/**
 * The commit: NEBO_COMMIT as the build or deployment recorded it, else `git rev-parse HEAD` once at start (a
 * checkout running in place), else "unknown": an image without git or without the repository must still start.
 */
export function backendCommit(recorded: string | undefined, cwd = __dirname): string {
  if (recorded) return recorded;
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return /^[0-9a-f]{7,64}$/.test(commit) ? commit : UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

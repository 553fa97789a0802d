import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNKNOWN, backendCommit, backendVersion } from './build-info';

function gitHead(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: __dirname, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

describe('build info', () => {
  it("reads the backend's own package.json version", () => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../../package.json'), 'utf8')) as { version: string };
    expect(backendVersion()).toBe(manifest.version);
  });

  it('answers unknown where no backend package.json is above', () => {
    expect(backendVersion(tmpdir())).toBe(UNKNOWN);
  });

  it('prefers the recorded commit, then git (where the checkout has it), else unknown', () => {
    expect(backendCommit('build-42')).toBe('build-42');
    expect(backendCommit(undefined)).toBe(gitHead() ?? UNKNOWN);
    const outside = mkdtempSync(path.join(tmpdir(), 'nebo-no-git-'));
    try {
      expect(backendCommit(undefined, outside)).toBe(UNKNOWN);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

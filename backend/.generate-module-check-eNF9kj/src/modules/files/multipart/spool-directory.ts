import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Where parts are spooled while a request is received: next to the instance's data, not in the shared /tmp. */
export function spoolDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads-in-progress');
}

/**
 * Removes the parts a previous process left behind when it stopped mid-upload (killed, crashed): the
 * `*.part` files nobody has written to since `startedAt`, this process's start. A part that another
 * instance sharing the DATA_DIR is receiving right now is newer than that and is kept. Returns how many
 * were removed.
 */
export async function removeLeftoverParts(dir: string, startedAt: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith('.part'))) {
    const file = path.join(dir, name);
    // Gone meanwhile (its request ended): nothing to do.
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= startedAt) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

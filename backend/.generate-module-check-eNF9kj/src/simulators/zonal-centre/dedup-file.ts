import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Idempotency keys (Azimut `Idempotency-Key`, SPPI `X-Request-Id`, a letter's Message-ID) → the id answered the
 * first time. Kept in a JSON file when a data folder is given, so a simulator restarted mid-test still answers
 * a retried send with the first id instead of taking it a second time.
 */
export class DedupMap {
  private readonly entries = new Map<string, string>();
  private readonly file: string | null;

  constructor(dataDir: string | null) {
    this.file = dataDir ? join(dataDir, 'zonal-centre-sim', 'dedup.json') : null;
    if (!this.file) return;
    try {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, string>;
      for (const [key, id] of Object.entries(saved)) if (typeof id === 'string') this.entries.set(key, id);
    } catch {
      // No file yet (or a broken one): start empty.
    }
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  set(key: string, id: string): void {
    this.entries.set(key, id);
    if (!this.file) return;
    mkdirSync(join(this.file, '..'), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.entries), null, 1));
    renameSync(temporary, this.file);
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';
import { withConnection } from './maintenance-connection';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The default set-up: a real PostgreSQL whose data survives a restart. */
describe('embedded PostgreSQL', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nebo-embedded-pg-'));
  const options = { databaseDir: path.join(root, 'postgres'), databaseName: 'nebo' };

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps its data on disk between runs', async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres({ ...options, port });
    try {
      await withConnection(first.url, async (query) => {
        await query('CREATE TABLE kept (note text)');
        await query(`INSERT INTO kept VALUES ('written before the restart')`);
      });
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ ...options, port: await freePort() });
    try {
      const rows = await withConnection(second.url, (query) => query('SELECT note FROM kept'));
      expect(rows).toEqual([{ note: 'written before the restart' }]);
      // Same generated password, read back from next to the data directory.
      expect(new URL(second.url).password).toBe(new URL(first.url).password);
    } finally {
      await second.stop();
    }
  }, 120_000);
});

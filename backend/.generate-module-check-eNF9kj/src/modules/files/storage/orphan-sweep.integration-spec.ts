import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { fakeS3 } from '../testing/fake-s3';
import { storedObjects } from '../testing/file-fixtures';
import { objectKey } from './file-storage';

/**
 * Issue 9's fault test "the backend killed mid-request" found stored objects without a `files` row after a
 * restart: a part is moved into the storage as it arrives, its row is written by the request's transaction
 * at the end, and a process killed in between leaves the object (and, on local disk, a half-written
 * `.partial-*` file). The sweep at start removes them — only those old enough that no upload still in
 * progress on another instance can be about to record them — for the local and the S3 storage.
 */

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

let t: TestApp;
let ownerId: string;
const recordedIds: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const me = await t.http.get('/api/user/current').set('Authorization', await t.bearer('pilot'));
  ownerId = me.body.id;
});

afterAll(async () => {
  await t.dataSource.query('DELETE FROM files WHERE id = ANY($1::uuid[])', [recordedIds]);
  await t.close();
});

/** A `files` row for the id, as an upload that committed would have written it. */
async function recordRow(id: string): Promise<void> {
  recordedIds.push(id);
  await t.dataSource.query(
    `INSERT INTO files (id, filename, content_type, size, sha256, access_type, owner_user_id, storage_key)
     VALUES ($1, 'kept.png', 'image/png', 1, repeat('a', 64), 'PUBLIC', $2, $3)`,
    [id, ownerId, objectKey(id)],
  );
}

/** Starts (and closes again) an application on that configuration: the sweep runs while it starts. */
async function startAndClose(env: Record<string, string>): Promise<string[]> {
  const logged = jest.spyOn(Logger.prototype, 'log');
  const warned = jest.spyOn(Logger.prototype, 'warn');
  try {
    const app = await startTestApp(env);
    await app.close();
    return [...logged.mock.calls, ...warned.mock.calls].map(([message]) => String(message)).filter((m) => m.includes('stored files'));
  } finally {
    logged.mockRestore();
    warned.mockRestore();
  }
}

describe('the local storage', () => {
  let dataDir: string;
  let root: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-sweep-'));
    root = path.join(dataDir, 'files');
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function write(relative: string, modified: Date): string {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'content');
    utimesSync(file, modified, modified);
    return relative;
  }

  const present = () =>
    storedObjects(root)
      .map((file) => path.relative(root, file))
      .sort();

  it('removes objects without a row older than the grace period and unfinished writes of a gone process; keeps the rest', async () => {
    const orphan = write(objectKey(randomUUID()), hoursAgo(2));
    const young = write(objectKey(randomUUID()), new Date());
    const recordedId = randomUUID();
    const recorded = write(objectKey(recordedId), hoursAgo(2));
    await recordRow(recordedId);
    // Left by a process killed mid-write (before this one started)…
    const deadWrite = write(`${objectKey(randomUUID())}.partial-4242-1700000000000`, hoursAgo(1));
    // …and one being written right now by another instance sharing the folder.
    const liveWrite = write(`${objectKey(randomUUID())}.partial-4343-${Date.now()}`, new Date());
    const notOurs = [write('README.txt', hoursAgo(2)), write('ab/cd/notes.txt', hoursAgo(2))];

    const messages = await startAndClose({ DATA_DIR: dataDir });

    expect(present()).toEqual([young, recorded, liveWrite, ...notOurs].sort());
    expect(present()).not.toContain(orphan);
    expect(present()).not.toContain(deadWrite);
    expect(messages).toEqual([expect.stringMatching(/: 3 checked, 1 without a files row removed, 1 unfinished write\(s\) removed$/)]);
  });

  it('with FILES_ORPHAN_GRACE_SECONDS=0 (one process, as in the fault tests) removes every object without a row', async () => {
    const young = write(objectKey(randomUUID()), new Date());
    const recordedId = randomUUID();
    const recorded = write(objectKey(recordedId), new Date());
    await recordRow(recordedId);
    await startAndClose({ DATA_DIR: dataDir, FILES_ORPHAN_GRACE_SECONDS: '0' });
    expect(present()).toEqual([recorded]);
    expect(present()).not.toContain(young);
  });
});

describe('the S3 storage', () => {
  const credentials = { accessKey: 'NEBOSWEEPKEY', secretKey: 'nebo/sweep/secret', region: 'ru-central1' };
  const fake = fakeS3(credentials);
  let env: Record<string, string>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    env = {
      FILES_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'nebo-files',
      S3_ACCESS_KEY: credentials.accessKey,
      S3_SECRET_KEY: credentials.secretKey,
      S3_REGION: credentials.region,
    };
  });

  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const put = (key: string, lastModified: Date) =>
    fake.objects.set(`/nebo-files/${key}`, { body: Buffer.from('x'), contentType: 'image/png', lastModified });

  it('lists the bucket page by page and deletes the old objects without a row, in batches', async () => {
    // More than one ListObjectsV2 page (1,000 keys) of orphans.
    const orphans = Array.from({ length: 1_005 }, () => objectKey(randomUUID()));
    for (const key of orphans) put(key, hoursAgo(3));
    const young = objectKey(randomUUID());
    put(young, new Date());
    const recordedId = randomUUID();
    put(objectKey(recordedId), hoursAgo(3));
    await recordRow(recordedId);
    put('backups/not-ours.tar', hoursAgo(3));

    const messages = await startAndClose(env);

    expect([...fake.objects.keys()].sort()).toEqual(
      [`/nebo-files/${young}`, `/nebo-files/${objectKey(recordedId)}`, '/nebo-files/backups/not-ours.tar'].sort(),
    );
    expect(fake.requests.filter((r) => r.startsWith('GET /nebo-files?'))).toHaveLength(2);
    expect(messages).toEqual([expect.stringMatching(/: 1007 checked, 1005 without a files row removed, 0 unfinished write\(s\) removed$/)]);
  });

  it('a storage that cannot be reached does not stop the start: the sweep says so and the next start tries again', async () => {
    const messages = await startAndClose({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(messages).toEqual([expect.stringContaining('could not sweep the stored files')]);
  });
});

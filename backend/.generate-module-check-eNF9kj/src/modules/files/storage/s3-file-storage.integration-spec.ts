import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { fakeS3 } from '../testing/fake-s3';
import { ObjectNotFoundError, StoredObject, objectKey } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

describe('S3FileStorage against an S3-compatible fake', () => {
  const credentials = { accessKey: 'NEBOTESTKEY', secretKey: 'nebo/test/secret', region: 'ru-central1' };
  const fake = fakeS3(credentials);
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, gets and deletes an object under a path-style key', async () => {
    const storage = new S3FileStorage({ endpoint, bucket: 'nebo-files', ...credentials });
    const content = Buffer.from('%PDF-1.4 scan');
    await storage.put('ab/cd/abcdef01-0000-4000-8000-000000000001', Readable.from([content]), 'application/pdf', content.length);
    expect(fake.objects.get('/nebo-files/ab/cd/abcdef01-0000-4000-8000-000000000001')).toMatchObject({
      body: content,
      contentType: 'application/pdf',
    });

    const read: Buffer[] = [];
    for await (const chunk of await storage.get('ab/cd/abcdef01-0000-4000-8000-000000000001')) read.push(chunk as Buffer);
    expect(Buffer.concat(read)).toEqual(content);

    await storage.delete('ab/cd/abcdef01-0000-4000-8000-000000000001');
    await expect(storage.get('ab/cd/abcdef01-0000-4000-8000-000000000001')).rejects.toBeInstanceOf(ObjectNotFoundError);
    // Deleting what is already gone is fine (S3 answers 204 either way).
    await storage.delete('ab/cd/abcdef01-0000-4000-8000-000000000001');
  });

  it('lists every object of ours page by page (ListObjectsV2, continuation tokens signed), leaving out keys not made by objectKey()', async () => {
    const storage = new S3FileStorage({ endpoint, bucket: 'nebo-files', ...credentials });
    const written = new Date('2026-01-02T03:04:05.000Z');
    const ids = Array.from({ length: 2_345 }, () => randomUUID());
    for (const id of ids)
      fake.objects.set(`/nebo-files/${objectKey(id)}`, { body: Buffer.from('x'), contentType: 'text/plain', lastModified: written });
    for (const foreign of ['readme.txt', 'ab/cd/not-a-file-id', 'backups/2026 01 02.tar']) {
      fake.objects.set(`/nebo-files/${foreign}`, { body: Buffer.from('x'), contentType: 'text/plain', lastModified: written });
    }
    const before = fake.requests.length;
    const pages: StoredObject[][] = [];
    for await (const page of storage.list()) pages.push(page);
    expect(fake.requests.slice(before).map((r) => r.split('?')[0])).toEqual(['GET /nebo-files', 'GET /nebo-files', 'GET /nebo-files']);
    const listed = pages.flat();
    expect(listed.map((o) => o.key).sort()).toEqual(ids.map(objectKey).sort());
    expect(listed.every((o) => o.lastModified.getTime() === written.getTime())).toBe(true);
    expect(await storage.removeUnfinishedWrites()).toBe(0);
    fake.objects.clear();
  });

  it('reports a refused signature as an error naming the call', async () => {
    const storage = new S3FileStorage({ endpoint, bucket: 'nebo-files', ...credentials, secretKey: 'wrong' });
    await expect(storage.put('ab/cd/x', Readable.from([Buffer.from('x')]), 'text/plain', 1)).rejects.toThrow(
      /object storage answered 403 to PUT ab\/cd\/x: .*SignatureDoesNotMatch/,
    );
  });
});

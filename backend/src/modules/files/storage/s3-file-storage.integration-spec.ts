import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { ObjectNotFoundError } from './file-storage';
import { S3FileStorage } from './s3-file-storage';
import { signV4 } from './sigv4';

/**
 * No S3-compatible server can be installed here (no MinIO in the reachable registries), so S3FileStorage
 * is tested against this in-process fake: it keeps objects in memory, and refuses any request whose SigV4
 * signature it cannot reproduce from the headers received (the signer itself is checked against AWS's
 * published example in sigv4.spec.ts), whose payload is not declared, or whose body length differs from
 * Content-Length.
 */
function fakeS3(credentials: { accessKey: string; secretKey: string; region: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      const authorization = req.headers.authorization ?? '';
      const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1].split(';') ?? [];
      const headers = Object.fromEntries(signed.map((name) => [name, String(req.headers[name] ?? '')]));
      const expected = signV4({ method: req.method ?? '', path: req.url ?? '', headers }, { ...credentials, service: 's3' });
      if (expected !== authorization || !signed.includes('host') || !signed.includes('x-amz-content-sha256')) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = req.url ?? '';
      const body = Buffer.concat(chunks);
      if (req.method === 'PUT') {
        if (Number(req.headers['content-length']) !== body.length) return void res.writeHead(400).end('<Error><Code>IncompleteBody</Code></Error>');
        objects.set(key, { body, contentType: String(req.headers['content-type']) });
        return void res.writeHead(200).end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        return void res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  return { server, objects, requests };
}

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
    expect(fake.objects.get('/nebo-files/ab/cd/abcdef01-0000-4000-8000-000000000001')).toEqual({ body: content, contentType: 'application/pdf' });

    const read: Buffer[] = [];
    for await (const chunk of await storage.get('ab/cd/abcdef01-0000-4000-8000-000000000001')) read.push(chunk as Buffer);
    expect(Buffer.concat(read)).toEqual(content);

    await storage.delete('ab/cd/abcdef01-0000-4000-8000-000000000001');
    await expect(storage.get('ab/cd/abcdef01-0000-4000-8000-000000000001')).rejects.toBeInstanceOf(ObjectNotFoundError);
    // Deleting what is already gone is fine (S3 answers 204 either way).
    await storage.delete('ab/cd/abcdef01-0000-4000-8000-000000000001');
  });

  it('reports a refused signature as an error naming the call', async () => {
    const storage = new S3FileStorage({ endpoint, bucket: 'nebo-files', ...credentials, secretKey: 'wrong' });
    await expect(storage.put('ab/cd/x', Readable.from([Buffer.from('x')]), 'text/plain', 1)).rejects.toThrow(
      /object storage answered 403 to PUT ab\/cd\/x: .*SignatureDoesNotMatch/,
    );
  });
});

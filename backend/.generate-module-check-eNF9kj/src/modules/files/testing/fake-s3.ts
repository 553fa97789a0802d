import http from 'node:http';
import { signV4 } from '../storage/sigv4';

/**
 * No S3-compatible server can be installed here (no MinIO in the reachable registries), so S3FileStorage
 * is tested against this in-process fake: it keeps objects in memory, and refuses any request whose SigV4
 * signature it cannot reproduce from the headers and query received (the signer itself is checked against
 * AWS's published examples in storage/sigv4.spec.ts), whose payload is not declared, or whose body length
 * differs from Content-Length. It lists the bucket as ListObjectsV2 does (pages of `max-keys`, an opaque
 * continuation token, URL-encoded keys).
 */
export function fakeS3(credentials: { accessKey: string; secretKey: string; region: string }, bucket = 'nebo-files') {
  const objects = new Map<string, { body: Buffer; contentType: string; lastModified: Date }>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      const [path, search = ''] = (req.url ?? '').split('?');
      const query = Object.fromEntries(new URLSearchParams(search));
      const authorization = req.headers.authorization ?? '';
      const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1].split(';') ?? [];
      const headers = Object.fromEntries(signed.map((name) => [name, String(req.headers[name] ?? '')]));
      const expected = signV4({ method: req.method ?? '', path, query, headers }, { ...credentials, service: 's3' });
      if (expected !== authorization || !signed.includes('host') || !signed.includes('x-amz-content-sha256')) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = path;
      const body = Buffer.concat(chunks);
      if (req.method === 'GET' && path === `/${bucket}` && query['list-type'] === '2') {
        return void res.writeHead(200, { 'content-type': 'application/xml' }).end(listPage(objects, bucket, query));
      }
      if (req.method === 'PUT') {
        if (Number(req.headers['content-length']) !== body.length)
          return void res.writeHead(400).end('<Error><Code>IncompleteBody</Code></Error>');
        objects.set(key, { body, contentType: String(req.headers['content-type']), lastModified: new Date() });
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

/** A ListBucketResult page: keys in order, after the one the token names. */
function listPage(objects: Map<string, { lastModified: Date }>, bucket: string, query: Record<string, string>): string {
  const prefix = `/${bucket}/`;
  const keys = [...objects.keys()]
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length))
    .sort();
  // Opaque to the client, and with characters that must be encoded in the next request's query.
  const after = query['continuation-token']
    ? Buffer.from(query['continuation-token'].replace(/\/\+=$/, ''), 'base64').toString('utf8')
    : '';
  const max = Number(query['max-keys'] ?? 1000);
  const page = keys.filter((k) => k > after).slice(0, max);
  const truncated = keys.filter((k) => k > after).length > page.length;
  const encode = (k: string) => (query['encoding-type'] === 'url' ? encodeURIComponent(k).replace(/%2F/g, '/') : k);
  const contents = page
    .map(
      (k) =>
        `<Contents><Key>${encode(k)}</Key><LastModified>${objects.get(prefix + k)!.lastModified.toISOString()}</LastModified><Size>1</Size></Contents>`,
    )
    .join('');
  const next = truncated
    ? `<NextContinuationToken>${Buffer.from(page[page.length - 1]).toString('base64')}/+=</NextContinuationToken>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`;
}

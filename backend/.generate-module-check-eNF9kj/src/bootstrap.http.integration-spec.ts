import { randomUUID } from 'node:crypto';
import { IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FilesService } from './modules/files/services/files.service';
import { FILE_STORAGE, FileStorage, objectKey } from './modules/files/storage/file-storage';
import { loadFixtures } from './modules/map/testing/map-fixtures';
import { AccountsService } from './modules/accounts/services/accounts.service';
import { TestApp, startTestApp } from './testing/test-app';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** A request through node:http, which (unlike fetch and supertest) leaves a compressed body as sent. */
function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Answer compression and request body limits, as createApp sets them up for every call. */
describe('createApp: compression and body limits', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(() => t.close());

  describe('compression', () => {
    it('gzips a large JSON answer for a client that accepts gzip, and says so', async () => {
      const res = await rawRequest(base, '/docs-json', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const text = gunzipSync(res.body).toString('utf8');
      expect(res.body.length).toBeLessThan(text.length / 3);
      expect(JSON.parse(text).info.title).toBe('Nebo API');
    });

    it('prefers br when the client takes it, as browsers do', async () => {
      const res = await rawRequest(base, '/docs-json', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8')).info.title).toBe('Nebo API');
    });

    it('sends the answer as it is to a client that asks for no encoding', async () => {
      const res = await rawRequest(base, '/docs-json');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(JSON.parse(res.body.toString('utf8')).info.title).toBe('Nebo API');
    });

    it('leaves answers below 1 KB alone', async () => {
      const res = await rawRequest(base, '/health/live', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body.toString('utf8'))).toEqual({ status: 'ok' });
    });

    it('compresses a large error too, still in the error shape', async () => {
      // Forty unknown layers: forty field errors, several kilobytes.
      const layers = Array.from({ length: 40 }, (_, i) => `CLOUDS${i}`).join(',');
      const res = await rawRequest(base, `/public/map/layers/objects?zoomLevel=10&boundingBox=37.4,55.6,37.9,55.8&layers=${layers}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(res.status).toBe(400);
      expect(res.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(res.body).toString('utf8'));
      expect(body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
      expect(body.detailedError).toHaveLength(40);
    });

    it('serves Prometheus metrics compressed to a scraper that accepts gzip', async () => {
      const res = await rawRequest(base, '/metrics', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString('utf8')).toContain('process_cpu_user_seconds_total');
    });

    it('answers a map layers call (written as text by the map) as JSON, compressed', async () => {
      await loadFixtures(t.dataSource);
      const res = await rawRequest(base, '/public/map/layers/objects?zoomLevel=16&boundingBox=36.5,55.2,38.7,56.3&layers=ZONAL_CENTERS', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('gzip');
      const answer = JSON.parse(gunzipSync(res.body).toString('utf8'));
      expect(answer.meta).toEqual({ totalCount: 1, truncated: false, zoomBand: 4 });
      expect(answer.data[0].geoShape.points).toHaveLength(4000);
    });
  });

  describe('file downloads', () => {
    /** A public text file (the one stored type that compresses), stored as the files module stores uploads. */
    async function storeTextFile(text: string): Promise<string> {
      const owner = await t.app.get(AccountsService, { strict: false }).ensureAccount({
        subject: '00000000-0000-4000-8000-000000000001',
        login: 'pilot@nebo.local',
        email: undefined,
        givenName: undefined,
        familyName: undefined,
        name: undefined,
        locale: undefined,
        roles: [],
      });
      const id = randomUUID();
      const bytes = Buffer.from(text, 'utf8');
      await t.app
        .get<FileStorage>(FILE_STORAGE, { strict: false })
        .put(objectKey(id), Readable.from([bytes]), 'text/plain; charset=utf-8', bytes.length);
      await t.dataSource.transaction((manager) =>
        t.app.get(FilesService, { strict: false }).record(
          manager,
          [
            {
              id,
              field: 'document',
              filename: 'журнал.txt',
              format: 'text',
              contentType: 'text/plain; charset=utf-8',
              size: bytes.length,
              sha256: 'a'.repeat(64),
              key: objectKey(id),
            },
          ],
          { ownerId: owner.id, access: 'PUBLIC' },
        ),
      );
      return id;
    }

    it('streams a stored text file compressed to a client that accepts gzip, and whole with its length to one that does not', async () => {
      const text = Array.from({ length: 20_000 }, (_, i) => `строка ${i}: полёт над зоной ${i % 97}\n`).join('');
      const id = await storeTextFile(text);
      const gzipped = await rawRequest(base, `/public/files/${id}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzipped.status).toBe(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['content-disposition']).toContain('filename*=UTF-8');
      expect(gunzipSync(gzipped.body).toString('utf8')).toBe(text);
      const plain = await rawRequest(base, `/public/files/${id}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(text));
      expect(plain.body.toString('utf8')).toBe(text);
    });
  });

  describe('body limits', () => {
    const twoMegabytes = JSON.stringify({ lastName: 'x'.repeat(2 * 1024 * 1024) });

    it('keeps the 1 MB JSON limit for ordinary calls', async () => {
      const res = await t.http
        .patch('/api/user/current/profile/person-identity')
        .set('Authorization', await t.bearer('pilot'))
        .set('Content-Type', 'application/json')
        .send(twoMegabytes)
        .expect(413);
      expect(res.body).toEqual({ error: 'Payload Too Large', message: 'Request body is too large', statusCode: 413 });
    });

    it('lets a geometry call read a body of several megabytes and judge it itself', async () => {
      const res = await t.http
        .post('/api/map/crossings')
        .set('Authorization', await t.bearer('pilot'))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ geometry: { type: 'MARKER', points: [{ lat: 55.7, lng: 37.6 }] }, padding: 'x'.repeat(2 * 1024 * 1024) }))
        .expect(400);
      expect(res.body.message).toBe('padding:property padding should not exist');
    });

    // Two megabytes that are not JSON: a parser that read them would answer 400 "malformed", not 401.
    const notJson = `{"geometry": ${'['.repeat(2 * 1024 * 1024)}`;

    it('answers an anonymous geometry call 401 before parsing its body', async () => {
      const res = await rawRequest(base, '/api/map/crossings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: notJson,
      });
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body.toString())).toEqual({ error: 'Unauthorized', message: 'Authentication is required', statusCode: 401 });
    });

    it('answers a geometry call with an invalid token 401 before parsing its body', async () => {
      const forged = await t.issuer.sign({ sub: randomUUID() }, { forged: true });
      const res = await rawRequest(base, '/api/map/crossings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${forged}` },
        body: notJson,
      });
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body.toString())).toMatchObject({ error: 'Unauthorized', statusCode: 401 });
    });

    it("parses a signed-in caller's geometry body, malformed or not", async () => {
      const res = await rawRequest(base, '/api/map/crossings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: await t.bearer('pilot') },
        body: notJson,
      });
      expect(res.status).toBe(400);
    });

    it('still parses the body of an ordinary POST, and ignores one sent with a GET as before', async () => {
      const pilot = await t.bearer('pilot');
      const saved = await t.http
        .patch('/api/user/current/profile/person-identity')
        .set('Authorization', pilot)
        .send({ lastName: '' })
        .expect(400);
      expect(saved.body.message).toContain('lastName:');
      const body = JSON.stringify({ anything: true });
      // node:http frames a GET body only when told its length.
      const got = await rawRequest(base, '/api/user/current', {
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), Authorization: pilot },
        body,
      });
      expect(got.status).toBe(200);
      expect(JSON.parse(got.body.toString())).toHaveProperty('login');
    });
  });
});

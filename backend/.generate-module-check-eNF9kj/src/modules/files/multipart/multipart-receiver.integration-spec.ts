import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { toErrorBody } from '../../../common/errors/all-exceptions.filter';
import { LocalFileStorage } from '../storage/local-file-storage';
import { PNG, storedObjects } from '../testing/file-fixtures';
import { filePartStart, multipartHead, sendAndDrop, sendInTwo, sendRaw, spooledParts, waitFor } from '../testing/raw-http';
import { receiveMultipart } from './multipart-receiver';
import type { UploadSpec } from './upload-spec';

/**
 * The receiver on its own, behind a bare node:http server, for the failures no route can provoke on
 * demand: the object storage failing, and a request already gone when reading starts.
 */

const SPEC: UploadSpec = { files: { scan: { maxBytes: 1_048_576, formats: ['png'], maxCount: 2 } } };
const BOUNDARY = 'receiver-boundary';

/** A local storage whose writes fail after reading part of the content, as a full disk or a broken S3 would. */
class FailingStorage extends LocalFileStorage {
  readonly deleted: string[] = [];

  override async put(_key: string, content: Readable): Promise<void> {
    for await (const chunk of content) {
      void chunk;
      throw new Error('ENOSPC: no space left on device (simulated)');
    }
  }

  override async delete(key: string): Promise<void> {
    this.deleted.push(key);
    await super.delete(key);
  }
}

/** A storage that never finishes a write by itself (a hung S3, say): only an abort ends it. */
class HangingStorage extends LocalFileStorage {
  readonly started: string[] = [];
  readonly deleted: string[] = [];

  override put(key: string, _content: Readable, _type?: string, _size?: number, signal?: AbortSignal): Promise<void> {
    this.started.push(key);
    return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
  }

  override async delete(key: string): Promise<void> {
    this.deleted.push(key);
    await super.delete(key);
  }
}

let dir: string;
let server: http.Server;
let port: number;
/** Called with how the receiver ended for the next request: the error body the app would answer, or 200. */
let reportOutcome: (outcome: unknown) => void = () => undefined;
let receive: (request: IncomingMessage) => Promise<unknown>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nebo-receiver-'));
  server = http.createServer((request, response) => {
    void receive(request)
      .then(
        () => ({ statusCode: 200 }),
        (error: unknown) => toErrorBody(error),
      )
      .then((body) => {
        reportOutcome(body);
        if (response.destroyed) return;
        response.writeHead((body as { statusCode: number }).statusCode, { 'content-type': 'application/json', connection: 'close' });
        response.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** How the next request will end, or 'stalled' when the receiver has not settled within 3 s. */
function nextOutcome(): Promise<unknown> {
  const settled = new Promise((resolve) => (reportOutcome = resolve));
  return Promise.race([settled, new Promise((resolve) => setTimeout(() => resolve('stalled'), 3_000).unref())]);
}

function upload(parts: Buffer): Buffer {
  return Buffer.concat([Buffer.from(multipartHead('/upload', BOUNDARY, parts.length, 'none')), parts]);
}

const wholeFile = (name: string) =>
  Buffer.concat([Buffer.from(filePartStart(BOUNDARY, 'scan', name, 'image/png')), PNG, Buffer.from('\r\n')]);

it('a storage that fails: 503 in the error shape, the cause logged, nothing kept', async () => {
  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  const spool = path.join(dir, 'spool-a');
  const storage = new FailingStorage(path.join(dir, 'files-a'));
  receive = (request) => receiveMultipart(request, SPEC, storage, spool);
  const answer = await sendRaw(port, upload(Buffer.concat([wholeFile('a.png'), Buffer.from(`--${BOUNDARY}--\r\n`)])));
  expect(answer.status).toBe(503);
  expect(JSON.parse(answer.body)).toEqual({
    error: 'Service Unavailable',
    message: 'The file could not be stored; try again later',
    statusCode: 503,
    code: 'files.storage-unavailable',
  });
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('ENOSPC: no space left on device (simulated)'));
  logged.mockRestore();
  expect(storage.deleted).toHaveLength(1);
  expect(storedObjects(path.join(dir, 'files-a'))).toEqual([]);
  expect(spooledParts(spool)).toEqual([]);
});

it('a body cut off in the second file, after the first was stored: 400, and the first is deleted again', async () => {
  const spool = path.join(dir, 'spool-b');
  const root = path.join(dir, 'files-b');
  receive = (request) => receiveMultipart(request, SPEC, new LocalFileStorage(root), spool);
  const body = Buffer.concat([
    wholeFile('a.png'),
    Buffer.from(filePartStart(BOUNDARY, 'scan', 'b.png', 'image/png')),
    PNG,
    Buffer.alloc(100_000, 1),
  ]);
  const answer = await sendRaw(port, upload(body));
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({ message: 'body:malformed or incomplete multipart/form-data request', statusCode: 400 });
  expect(storedObjects(root)).toEqual([]);
  expect(spooledParts(spool)).toEqual([]);
});

it('a request whose client left before reading started: refused at once instead of waiting forever', async () => {
  const spool = path.join(dir, 'spool-c');
  // The route does other work first (a database call, say); the client is gone by the time it reads.
  receive = async (request) => {
    await new Promise((resolve) => request.once('close', resolve));
    return receiveMultipart(request, SPEC, new LocalFileStorage(path.join(dir, 'files-c')), spool);
  };
  const outcome = nextOutcome();
  await sendAndDrop(
    port,
    Buffer.from(multipartHead('/upload', BOUNDARY, 1_000_000, 'none') + filePartStart(BOUNDARY, 'scan', 'a.png', 'image/png')),
    () => true,
  );
  const failure = await outcome;
  expect(failure).toEqual({
    error: 'Bad Request',
    message: 'body:the upload was interrupted',
    statusCode: 400,
    detailedError: [{ field: 'body', error: 'the upload was interrupted' }],
  });
  expect(spooledParts(spool)).toEqual([]);
});

it('a connection dropped while a part is spooled: the receiver settles promptly with 400 and removes the part', async () => {
  const spool = path.join(dir, 'spool-d');
  receive = (request) => receiveMultipart(request, SPEC, new LocalFileStorage(path.join(dir, 'files-d')), spool);
  const start = Buffer.concat([
    Buffer.from(multipartHead('/upload', BOUNDARY, 1_000_000, 'none')),
    Buffer.from(filePartStart(BOUNDARY, 'scan', 'a.png', 'image/png')),
    PNG,
    Buffer.alloc(50_000, 1),
  ]);
  const outcome = nextOutcome();
  await sendAndDrop(port, start, () => spooledParts(spool).length > 0);
  const failure = await outcome;
  expect(failure).toMatchObject({ statusCode: 400, message: 'body:the upload was interrupted' });
  await waitFor(() => spooledParts(spool).length === 0, 2_000, 'the part was left behind');
});

it('a body that breaks while a part is being stored: the write is aborted, 400 at once, the part deleted', async () => {
  const spool = path.join(dir, 'spool-e');
  const storage = new HangingStorage(path.join(dir, 'files-e'));
  receive = (request) => receiveMultipart(request, SPEC, storage, spool);
  // The first part whole, up to the boundary that ends it (so the parser ends it and it gets stored)…
  const first = Buffer.concat([wholeFile('a.png'), Buffer.from(`--${BOUNDARY}`)]);
  // …then, once it is being stored, a part header busboy refuses (a control character in the file name).
  const rest = Buffer.from(`\r\nContent-Disposition: form-data; name="scan"; filename="\u001b[31mb.png"\r\n\r\nxx\r\n`);
  const head = Buffer.from(multipartHead('/upload', BOUNDARY, first.length + rest.length, 'none'));
  const answer = await sendInTwo(port, Buffer.concat([head, first]), () => storage.started.length > 0, rest, 3_000);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toMatchObject({ message: 'body:malformed or incomplete multipart/form-data request' });
  expect(storage.deleted).toEqual(storage.started);
  expect(spooledParts(spool)).toEqual([]);
});

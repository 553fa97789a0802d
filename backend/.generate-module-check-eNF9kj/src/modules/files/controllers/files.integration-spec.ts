import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { APP_CONFIG, ResolvedAppConfig } from '../../../config/app-config';
import { AccountsService } from '../../accounts/services/accounts.service';
import { TestApp, startTestApp } from '../../../testing/test-app';
import type { FileAccessType } from '../files.constants';
import { FilesService } from '../services/files.service';
import { FILE_STORAGE, FileStorage, objectKey } from '../storage/file-storage';
import { JPEG, PNG, storedObjects } from '../testing/file-fixtures';

let t: TestApp;
let filesRoot: string;
let spoolDir: string;

beforeAll(async () => {
  t = await startTestApp();
  const { dataDir } = t.app.get<ResolvedAppConfig>(APP_CONFIG);
  filesRoot = path.join(dataDir, 'files');
  spoolDir = path.join(dataDir, 'uploads-in-progress');
});

afterAll(() => t.close());

/** Stores a file as a module would (object, then row) and returns its id. */
async function storeFile(ownerRole: 'pilot' | 'company', access: FileAccessType, filename = 'фото дрона.jpg'): Promise<string> {
  const ownerId = await t.app.get(AccountsService, { strict: false }).userIdOf({
    subject: ownerRole === 'pilot' ? '00000000-0000-4000-8000-000000000001' : '00000000-0000-4000-8000-000000000002',
    login: `${ownerRole}@nebo.local`,
    email: undefined,
    givenName: undefined,
    familyName: undefined,
    name: undefined,
    locale: undefined,
    roles: [],
  });
  const id = randomUUID();
  const storage = t.app.get<FileStorage>(FILE_STORAGE, { strict: false });
  await storage.put(objectKey(id), Readable.from([JPEG]), 'image/jpeg', JPEG.length);
  await t.dataSource.transaction((manager) =>
    t.app.get(FilesService, { strict: false }).record(
      manager,
      [
        {
          id,
          field: 'photo',
          filename,
          format: 'jpeg',
          contentType: 'image/jpeg',
          size: JPEG.length,
          sha256: 'a'.repeat(64),
          key: objectKey(id),
        },
      ],
      { ownerId, access },
    ),
  );
  return id;
}

describe('reading files by access type', () => {
  it('PUBLIC: anyone, on /public/files and /api/files, with a public cache header', async () => {
    const id = await storeFile('pilot', 'PUBLIC');
    const res = await t.http.get(`/public/files/${id}`).expect(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(JPEG.length),
      'cache-control': 'public, max-age=86400, immutable',
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____ _____.jpg"; filename*=UTF-8''${encodeURIComponent('фото дрона.jpg')}`,
    );
    await t.http.get(`/api/files/${id}`).expect(200);
    expect(t.app.get(FilesService, { strict: false }).toDto({ id, filename: 'x.jpg', accessType: 'PUBLIC' } as never).url).toMatch(
      /\/public\/files\//,
    );
  });

  it('PROTECTED: the owner and reviewers (admin, moderator, authority), nobody else', async () => {
    const id = await storeFile('pilot', 'PROTECTED');
    await t.http
      .get(`/api/files/${id}`)
      .set('Authorization', await t.bearer('pilot'))
      .expect(200);
    for (const reviewer of ['admin', 'reviewer', 'authority'] as const) {
      await t.http
        .get(`/api/files/${id}`)
        .set('Authorization', await t.bearer(reviewer))
        .expect(200);
    }
    await t.http
      .get(`/api/files/${id}`)
      .set('Authorization', await t.bearer('company'))
      .expect(404);
    await t.http.get(`/public/files/${id}`).expect(404);
    await t.http.get(`/api/files/${id}`).expect(404);
    const token = await t.issuer.tokenFor('pilot');
    const res = await t.http.get(`/api/files/${id}?access_token=${token}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('PERSONAL_DATA: the owner only, reviewers included out', async () => {
    const id = await storeFile('company', 'PERSONAL_DATA');
    await t.http
      .get(`/api/files/${id}`)
      .set('Authorization', await t.bearer('company'))
      .expect(200);
    await t.http
      .get(`/api/files/${id}`)
      .set('Authorization', await t.bearer('admin'))
      .expect(404);
    await t.http
      .get(`/api/files/${id}`)
      .set('Authorization', await t.bearer('pilot'))
      .expect(404);
  });

  it('answers 400 for malformed ids and 401 for an expired access_token', async () => {
    await t.http.get('/api/files/not-a-uuid').expect(400);
    const id = await storeFile('pilot', 'PROTECTED');
    const expired = await t.issuer.tokenFor('pilot', { expiresInSeconds: -60 });
    await t.http.get(`/api/files/${id}?access_token=${expired}`).expect(401);
  });
});

describe('what a caller can learn about ids it may not read (issue 9)', () => {
  const notFound = { error: 'Not Found', message: 'File not found', statusCode: 404, code: 'files.not-found' };

  it('anonymous: the same 404 for a file that exists and is not public and for an id that does not exist', async () => {
    const personal = await storeFile('pilot', 'PERSONAL_DATA');
    const protectedOne = await storeFile('pilot', 'PROTECTED');
    const answers = await Promise.all([personal, protectedOne, randomUUID()].map((id) => t.http.get(`/api/files/${id}`)));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
  });

  it('a token that is not valid: 401 for an existing file and a missing one alike', async () => {
    const existing = await storeFile('pilot', 'PROTECTED');
    const expired = await t.issuer.tokenFor('pilot', { expiresInSeconds: -60 });
    const [forExisting, forMissing] = await Promise.all(
      [existing, randomUUID()].map((id) => t.http.get(`/api/files/${id}`).set('Authorization', `Bearer ${expired}`)),
    );
    expect(forExisting.status).toBe(401);
    expect(forMissing.status).toBe(401);
    expect(forMissing.body).toEqual(forExisting.body);
  });

  it('signed in: the same 404 for a file of someone else and for an id that does not exist', async () => {
    const others = await storeFile('pilot', 'PERSONAL_DATA');
    const [forOthers, forMissing] = await Promise.all(
      [others, randomUUID()].map(async (id) => t.http.get(`/api/files/${id}`).set('Authorization', await t.bearer('company'))),
    );
    expect(forOthers.status).toBe(404);
    expect(forMissing.status).toBe(404);
    expect(forMissing.body).toEqual(forOthers.body);
  });

  it('the public route: 404 for a non-public file and for a missing id alike', async () => {
    const existing = await storeFile('pilot', 'PROTECTED');
    const [forExisting, forMissing] = await Promise.all([existing, randomUUID()].map((id) => t.http.get(`/public/files/${id}`)));
    expect(forExisting.status).toBe(404);
    expect(forMissing.status).toBe(404);
    expect(forMissing.body).toEqual(forExisting.body);
  });
});

describe('user files are downloads that cannot run as pages of the API (issue 9)', () => {
  it('every file answer: attachment, a sandboxing CSP, nosniff, loadable by the portals on other origins', async () => {
    const publicId = await storeFile('pilot', 'PUBLIC');
    const personalId = await storeFile('pilot', 'PERSONAL_DATA');
    const answers = [
      await t.http.get(`/public/files/${publicId}`).expect(200),
      await t.http.get(`/api/files/${publicId}`).expect(200),
      await t.http
        .get(`/api/files/${personalId}`)
        .set('Authorization', await t.bearer('pilot'))
        .expect(200),
    ];
    for (const { headers } of answers) {
      expect(headers['content-disposition']).toMatch(/^attachment; /);
      expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('a name with quotes and RFC 5987 specials travels intact in filename*', async () => {
    const id = await storeFile('pilot', 'PUBLIC', `pilot's "scan" (1)*.jpg`);
    const res = await t.http.get(`/public/files/${id}`).expect(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pilot's _scan_ (1)*.jpg"; filename*=UTF-8''pilot%27s%20%22scan%22%20%281%29%2A.jpg`,
    );
  });
});

describe('file names are stored without control and bidi characters (issue 9)', () => {
  /** A documents upload written byte by byte, so the names reach the server exactly as sent. */
  function uploadNamed(authorization: string, dispositions: string[]) {
    const boundary = `names-${randomUUID()}`;
    const parts = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"\r\n\r\n${JSON.stringify({ typeCode: 'RU_INN', number: '500100732259' })}\r\n`,
      ),
      ...dispositions.flatMap((disposition) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`,
          'utf8',
        ),
        PNG,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ];
    return t.http
      .post('/api/user/current/documents')
      .set('Authorization', authorization)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(Buffer.concat(parts));
  }

  it('strips an RTL override and ANSI escapes from uploaded names, in the answer, the row and the download', async () => {
    const sub = randomUUID();
    const authorization = `Bearer ${await t.issuer.tokenForIdentity({ sub, login: `names-${sub}@nebo.local`, givenName: 'Иван', familyName: 'Именов', roles: ['user', 'individual'] })}`;
    const res = await uploadNamed(authorization, [
      // Displayed as "scanexe.png" by anything that honours the override.
      'filename="scan\u202Eexe\u2066.png"',
      // ESC [31m … ESC [0m, a C1 CSI and DEL, percent-encoded as RFC 5987 allows.
      "filename*=UTF-8''%1B%5B31mred%1B%5B0m%C2%9B%7F.png",
    ]).expect(200);
    expect(res.body.files.map((file: { filename: string }) => file.filename)).toEqual(['scanexe.png', '[31mred[0m.png']);
    const ids = res.body.files.map((file: { id: string }) => file.id);
    const rows = await t.dataSource.query<Array<{ filename: string }>>('SELECT filename FROM files WHERE id = ANY($1) ORDER BY filename', [
      ids,
    ]);
    expect(rows.map((row) => row.filename)).toEqual(['[31mred[0m.png', 'scanexe.png']);
    const download = await t.http.get(`/api/files/${ids[0]}`).set('Authorization', authorization).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="scanexe.png"; filename*=UTF-8''scanexe.png`);
  });
});

describe('upload limits while streaming', () => {
  let baseUrl: string;

  beforeAll(async () => {
    const server = await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  /** Parts being received; none may be left once a request has been answered. */
  const uploads = () => readdirSync(spoolDir).length;

  /**
   * Streams a multipart body of `fileBytes` without a Content-Length (chunked), as a browser streaming a
   * big file would, and reports the answer and how much of the body the server had taken when it answered.
   */
  function streamUpload(fileBytes: number): Promise<{ status: number; body: string; sentBeforeAnswer: number }> {
    const boundary = `----nebo${randomUUID()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"\r\n\r\n${JSON.stringify({ typeCode: 'RU_INN', number: '500100732259' })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = http.request(`${baseUrl}/api/user/current/documents`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: '', 'transfer-encoding': 'chunked' },
      });
      t.bearer('pilot').then((authorization) => {
        request.setHeader('authorization', authorization);
        const chunk = Buffer.alloc(256 * 1024, 0x41);
        PNG.copy(chunk);
        const pump = () => {
          while (!answered && sent < fileBytes) {
            sent += chunk.length;
            if (!request.write(sent === chunk.length ? Buffer.concat([head, chunk]) : chunk)) {
              request.once('drain', pump);
              return;
            }
          }
          if (!answered) request.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      }, reject);
      request.on('response', (response) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let body = '';
        response.on('data', (d) => (body += d));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sentBeforeAnswer }));
      });
      // The server closes the connection after answering: further writes may fail, which is the point.
      request.on('error', (error) => (answered ? undefined : reject(error)));
    });
  }

  it('cuts a 50 MB upload off at the 10 MB limit with 413 in the error shape, storing nothing', async () => {
    const before = storedObjects(filesRoot).length;
    const { status, body, sentBeforeAnswer } = await streamUpload(50 * 1024 * 1024);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({
      error: 'Payload Too Large',
      message: 'files: file is larger than 10485760 bytes',
      statusCode: 413,
      code: 'files.too-large',
    });
    // The answer came long before the client could push 50 MB: the server stopped reading at the limit.
    expect(sentBeforeAnswer).toBeLessThan(30 * 1024 * 1024);
    expect(storedObjects(filesRoot).length).toBe(before);
    expect(uploads()).toBe(0);
  });

  it('refuses a declared Content-Length beyond the limits before reading the body', async () => {
    const res = await t.http
      .post('/api/user/current/documents')
      .set('Authorization', await t.bearer('pilot'))
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .set('Content-Length', String(200 * 1024 * 1024))
      .send('--x--')
      .catch((error: { response?: { status: number } }) => error.response);
    expect(res?.status).toBe(413);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.alloc(10_485_760, 0x41);
    PNG.copy(exact);
    const res = await t.http
      .post('/api/user/current/documents')
      .set('Authorization', await t.bearer('pilot'))
      .field('document', JSON.stringify({ typeCode: 'RU_INN', number: '500100732259' }))
      .attach('files', exact, { filename: 'exact.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.files).toHaveLength(1);
  });
});

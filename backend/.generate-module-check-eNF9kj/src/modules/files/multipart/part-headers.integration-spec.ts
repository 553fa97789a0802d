import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { APP_CONFIG, ResolvedAppConfig } from '../../../config/app-config';
import type { DemoRole } from '../../../testing/demo-identities';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { PNG, storedObjects } from '../testing/file-fixtures';
import { multipartHead, sendRaw, spooledParts } from '../testing/raw-http';

/**
 * Issue 9, found by the OpenAPI fuzzing after finding 1 was fixed: a part header busboy refuses (a control
 * character in a file or part name) stalled the request for ever when the body also lacked its closing
 * boundary — busboy, destroyed on the error, still handed out the next file part of the chunk it was
 * parsing, and the receiver waited for that part to end. Every such body must be answered at once (a 400
 * in the error shape) and leave nothing behind, on every upload route.
 *
 * And: a part without a name (`name=""` or none) was reported as `{"error":"unexpected part"}` with no
 * `field` (message "undefined:unexpected part"); every field error must name its field.
 */

interface UploadRoute {
  path: string;
  role: DemoRole;
  /** Two file fields the route accepts (the same one twice where it has only one). */
  files: [string, string];
  /** Its JSON part, if it has one. */
  json?: string;
}

const ROUTES: UploadRoute[] = [
  { path: '/api/drone/models/save', role: 'admin', files: ['images.BOTTOM', 'images.BACK'], json: 'model' },
  { path: '/api/user/drones/insertOrUpdate', role: 'pilot', files: ['images.BOTTOM', 'images.BACK'], json: 'drone' },
  { path: '/api/user/current/documents', role: 'pilot', files: ['files', 'files'], json: 'document' },
  { path: '/api/user/current/profile/avatar', role: 'pilot', files: ['avatar', 'avatar'] },
];

const BOUNDARY = '----nebo-fuzz-boundary';
const MALFORMED = 'malformed or incomplete multipart/form-data request';
const MALFORMED_ANSWER = {
  error: 'Bad Request',
  message: `body:${MALFORMED}`,
  statusCode: 400,
  detailedError: [{ field: 'body', error: MALFORMED }],
};
/** Far below the fuzzer's 10 s: a refused body is answered at once. */
const ANSWER_WITHIN_MS = 3_000;

/** One part as the fuzzer writes it: headers (as raw text: control characters go through as they are), content. */
function part(disposition: string, content: Buffer | string, contentType?: string): Buffer {
  const type = contentType ? `\r\nContent-Type: ${contentType}` : '';
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}${type}\r\n\r\n`, 'utf8'),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}

const file = (field: string, filename: string, content: Buffer | string = PNG, contentType?: string) =>
  part(`name="${field}"; filename="${filename}"`, content, contentType);
const text = (field: string, value: string) => part(`name="${field}"`, value);
const CLOSING = Buffer.from(`--${BOUNDARY}--\r\n`);

/** Bodies with a part header busboy refuses, by what they try; each is sent closed and unclosed. */
const BROKEN_BODIES: Array<{ name: string; parts: (route: UploadRoute) => Buffer[] }> = [
  {
    // The fuzzer's shrunk request: FUZZ_SEED=1 FUZZ_ONLY='POST /api/drone/models/save'.
    name: "an ANSI escape in a file name, then another file part (the fuzzer's case)",
    parts: ({ files }) => [file(files[0], '\u001b[31mred.png'), file(files[1], 'file', 'plain text, not an image\n')],
  },
  { name: 'a control character in the only file name', parts: ({ files }) => [file(files[0], 'bell\u0007.png', PNG, 'image/png')] },
  { name: 'a control character in a part name', parts: ({ files }) => [file(`${files[0]}\u0001`, 'a.png', PNG, 'image/png')] },
  {
    name: 'a complete file part, then a refused header',
    parts: ({ files }) => [file(files[0], 'good.png', PNG, 'image/png'), file(files[1], '\u001b[0mbad.png', PNG, 'image/png')],
  },
  {
    name: 'a complete file part, a refused header, and a file part after it',
    parts: ({ files }) => [
      file(files[0], 'good.png', PNG, 'image/png'),
      text('x\u0002', '1'),
      file(files[1], 'after.png', PNG, 'image/png'),
    ],
  },
  {
    name: 'the JSON part, a refused file header, and a good file part',
    parts: ({ files, json }) => [
      ...(json ? [text(json, '{}')] : []),
      file(files[0], '\u001b[1mbold.png', PNG),
      file(files[1], 'ok.png', PNG, 'image/png'),
    ],
  },
];

let t: TestApp;
let port: number;
let spoolDir: string;
let filesRoot: string;

beforeAll(async () => {
  t = await startTestApp();
  const { dataDir } = t.app.get<ResolvedAppConfig>(APP_CONFIG);
  spoolDir = path.join(dataDir, 'uploads-in-progress');
  filesRoot = path.join(dataDir, 'files');
  port = ((await t.app.listen(0, '127.0.0.1')).address() as AddressInfo).port;
});

afterAll(() => t.close());

async function fileRows(): Promise<number> {
  const [{ n }] = await t.dataSource.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM files');
  return n;
}

async function send(route: UploadRoute, parts: Buffer[]): Promise<{ status: number; body: unknown }> {
  const body = Buffer.concat(parts);
  const head = multipartHead(route.path, BOUNDARY, body.length, await t.bearer(route.role));
  const answer = await sendRaw(port, Buffer.concat([Buffer.from(head), body]), ANSWER_WITHIN_MS);
  return { status: answer.status, body: JSON.parse(answer.body) };
}

describe.each(ROUTES)('$path', (route) => {
  describe.each(BROKEN_BODIES)('$name', ({ parts }) => {
    it.each([
      ['without its closing boundary', false],
      ['closed properly', true],
    ])('%s: a 400 at once, nothing kept', async (_framing, closed) => {
      const before = { rows: await fileRows(), objects: storedObjects(filesRoot).length, spool: spooledParts(spoolDir) };
      const answer = await send(route, [...parts(route), ...(closed ? [CLOSING] : [])]);
      expect(answer).toEqual({ status: 400, body: MALFORMED_ANSWER });
      // Each case on its own: what an earlier case may have left is that case's failure, not this one's.
      expect(spooledParts(spoolDir).filter((name) => !before.spool.includes(name))).toEqual([]);
      expect(await fileRows()).toBe(before.rows);
      expect(storedObjects(filesRoot)).toHaveLength(before.objects);
    });
  });

  it('reports a part without a name on `body`, never with an undefined field', async () => {
    const nameless = [
      text('', 'x'),
      part('filename="a.png"', PNG, 'image/png'),
      file('', 'b.png', PNG, 'image/png'),
      text('', 'again'),
      CLOSING,
    ];
    const answer = await send(route, nameless);
    expect(answer).toEqual({
      status: 400,
      body: {
        error: 'Bad Request',
        message: 'body:every part must have a name; body:every file part must have a name',
        statusCode: 400,
        detailedError: [
          { field: 'body', error: 'every part must have a name' },
          { field: 'body', error: 'every file part must have a name' },
        ],
      },
    });
  });

  it('names unexpected parts by their cleaned name; names of Object.prototype find no rule', async () => {
    const parts = [
      file('constructor', 'a.png', PNG, 'image/png'),
      file('__proto__', 'b.png', PNG, 'image/png'),
      text('toString', '1'),
      text(`evil\u202Eexe.${'x'.repeat(200)}`, '1'),
      CLOSING,
    ];
    const answer = await send(route, parts);
    expect(answer.status).toBe(400);
    expect((answer.body as { detailedError: unknown }).detailedError).toEqual([
      { field: 'constructor', error: 'unexpected file part' },
      { field: '__proto__', error: 'unexpected file part' },
      { field: 'toString', error: 'unexpected part' },
      { field: `evilexe.${'x'.repeat(92)}`, error: 'unexpected part' },
    ]);
    expect(spooledParts(spoolDir)).toEqual([]);
  });
});

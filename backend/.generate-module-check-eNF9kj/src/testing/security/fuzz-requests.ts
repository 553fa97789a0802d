import fc from 'fast-check';
import { EXE, JPEG, PDF, PNG } from '../../modules/files/testing/file-fixtures';
import { UNKNOWN_KEYS, encodeWire, hostileJson, hostileWireString, onceIn } from './hostile-values';
import type { Operation, Schema } from './openapi-operations';
import type { RawRequest } from './raw-http';
import { SchemaArbitraries, mutationsOf } from './schema-arbitraries';

/** File contents a part may carry, by name (kept symbolic so a failing request prints short). */
const FILES = { PNG, JPEG, PDF, EXE, EMPTY: Buffer.alloc(0), TEXT: Buffer.from('plain text, not an image\n') };
type FileContent = keyof typeof FILES;

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  text?: string;
  file?: FileContent;
}

/**
 * How a multipart body is framed: well, cut short at `cut` (a fraction of its length), without its
 * closing boundary (the request of issue 9's critical finding), with a boundary the header does not name,
 * with no boundary at all, or abandoned by the client half-way.
 */
export type Framing = 'ok' | 'truncated' | 'no-closing-boundary' | 'wrong-boundary' | 'no-boundary-param' | 'abandoned';

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; parts: MultipartPart[]; framing: Framing; cut: number };

/** One generated request, printable as it is (fast-check shows it when a property fails). */
export interface FuzzRequest {
  method: string;
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: FuzzBody;
}

export interface FuzzContext {
  arbitraries: SchemaArbitraries;
  /** Ids worth trying in paths: the caller's own records, library entries, and ones nobody has. */
  ids: string[];
  /** Valid bodies to mutate, by route (`POST /api/…`) for JSON bodies and by part name for multipart JSON parts. */
  samples: Record<string, Record<string, unknown>>;
}

const BOUNDARY = '----nebo-fuzz-boundary';

export function requestsFor(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const { arbitraries } = context;
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  const headers = operation.parameters.filter((p) => p.in === 'header');

  const path = fc
    .tuple(...pathParams.map((p) => pathValue(p.name, p.schema, context)))
    .map((values) => values.reduce((path, value, i) => path.replace(`{${pathParams[i].name}}`, encodeWire(value)), operation.path));
  const queryPairs = fc
    .tuple(
      ...query.map((p) =>
        fc.option(
          p.schema.type === 'array'
            ? fc
                .array(arbitraries.wire(p.schema.items ?? {}), { minLength: 1, maxLength: 3 })
                .map((vs) => vs.map((v): [string, string] => [p.name, v]))
            : arbitraries.wire(p.schema).map((v): Array<[string, string]> => [[p.name, v]]),
          { freq: 3 },
        ),
      ),
      // Keys no operation declares: unknown, dotted (the spec's nested filters), prototype-like.
      onceIn(
        6,
        fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), hostileWireString()).map(([k, v]): Array<[string, string]> => [[k, v]]),
      ),
    )
    .map((groups) => groups.flatMap((group) => group ?? []));
  const headerValues = fc
    .tuple(
      ...headers.map((h) =>
        fc.option(fc.constantFrom('ru', 'en', 'en-US,en;q=0.9', '*', 'xx', ',,;q=abc', 'a'.repeat(2_000)).map((v) => [h.name, v] as const)),
      ),
    )
    .map((pairs) => Object.fromEntries(pairs.filter((p): p is readonly [string, string] => p !== null)));

  return fc.record({
    method: fc.constant(operation.method),
    path,
    query: queryPairs,
    headers: headerValues,
    body: bodyFor(operation, context),
  }) as fc.Arbitrary<FuzzRequest>;
}

function pathValue(name: string, schema: Schema, context: FuzzContext): fc.Arbitrary<string> {
  if (name === 'id') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...context.ids) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: hostileWireString() },
    );
  }
  if (name === 'provider') return fc.oneof(fc.constantFrom('vk', 'google', 'esia', 'VK'), context.arbitraries.wire(schema));
  return context.arbitraries.wire(schema);
}

function bodyFor(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzBody | undefined> {
  const body = operation.body;
  // Operations without a body get one now and then: a body where none is expected must not matter.
  if (!body) return onceIn(8, jsonBody(fc.jsonValue({ maxDepth: 2 }))).map((b) => b ?? undefined);
  if (body.contentType === 'multipart/form-data') return multipartBody(body.schema, context);
  const sample = context.samples[operation.route];
  const values = sample ? fc.oneof(context.arbitraries.value(body.schema), mutationsOf(sample)) : context.arbitraries.value(body.schema);
  return fc.oneof(
    { weight: 8, arbitrary: jsonBody(values) },
    { weight: 1, arbitrary: jsonBody(hostileJson()) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
        ),
        text: fc.constantFrom(
          '{"a":',
          '{"a":1}}',
          '\u0000',
          '[1,2',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{"x":1}}}',
          'a=1&b=2',
          '<a/>',
          '',
        ),
      }),
    },
  );
}

function jsonBody(values: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  return values.map((value) => ({ kind: 'json' as const, value }));
}

function multipartBody(schema: Schema, context: FuzzContext): fc.Arbitrary<FuzzBody> {
  const properties = Object.entries(schema.properties ?? {});
  const partsFor = ([name, s]: [string, Schema]): fc.Arbitrary<MultipartPart[]> => {
    const isFile = s.format === 'binary' || s.items?.format === 'binary';
    if (isFile) return fc.array(filePart(fc.constant(name)), { minLength: 1, maxLength: s.type === 'array' ? 3 : 2 });
    const sample = context.samples[name];
    const text = fc.oneof(
      {
        weight: 4,
        arbitrary: (sample ? mutationsOf(sample) : context.arbitraries.value({ type: 'object' })).map((v) => JSON.stringify(v) ?? ''),
      },
      { weight: 1, arbitrary: fc.constantFrom('{', 'not json', '[]', 'null', '"text"', '{"a":1}}', '\u0000', 'x'.repeat(2_000_000)) },
      { weight: 1, arbitrary: hostileWireString() },
    );
    return text.map((t) => [{ name, text: t }]);
  };
  const known = fc.tuple(...properties.map((p) => fc.option(partsFor(p), { freq: 4 })));
  const strange = onceIn(
    5,
    fc.oneof(
      filePart(fc.constantFrom('zzz', '', 'images.SIDE', 'images.__proto__', 'a"b', 'x'.repeat(300))),
      fc.record({ name: fc.constantFrom(...UNKNOWN_KEYS, 'drone', 'document'), text: fc.constantFrom('1', '') }),
    ),
  );
  return fc.record({
    kind: fc.constant('multipart' as const),
    parts: fc.tuple(known, strange).map(([groups, extra]) => [...groups.flatMap((g) => g ?? []), ...(extra ? [extra] : [])]),
    framing: fc.oneof(
      { weight: 6, arbitrary: fc.constant<Framing>('ok') },
      {
        weight: 4,
        arbitrary: fc.constantFrom<Framing>('truncated', 'no-closing-boundary', 'wrong-boundary', 'no-boundary-param', 'abandoned'),
      },
    ),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  });
}

function filePart(names: fc.Arbitrary<string>): fc.Arbitrary<MultipartPart> {
  return fc.record(
    {
      name: names,
      filename: fc.oneof(
        fc.constantFrom('photo.png', 'scan.pdf', 'image.jpg', 'evil.exe', 'photo.pdf', ''),
        fc.constantFrom(
          '../../../etc/passwd',
          'a\u202egnp.exe',
          '\u001b[31mred.png',
          'x'.repeat(1_000) + '.png',
          'имя файла.pdf',
          'a"b;c.png',
        ),
      ),
      contentType: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream', 'text/html', ''),
      file: fc.constantFrom<FileContent>('PNG', 'JPEG', 'PDF', 'EXE', 'EMPTY', 'TEXT'),
    },
    { requiredKeys: ['name', 'file'] },
  );
}

/** The bytes and headers of a generated request. */
export function toRawRequest(request: FuzzRequest, authorization: string | undefined): RawRequest {
  const query = request.query.map(([k, v]) => `${encodeWire(k)}=${encodeWire(v)}`).join('&');
  const headers: Record<string, string> = { ...request.headers };
  if (authorization) headers.authorization = authorization;
  const raw: RawRequest = { method: request.method, target: query ? `${request.path}?${query}` : request.path, headers };
  const body = request.body;
  if (!body) return raw;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    raw.body = Buffer.from(JSON.stringify(body.value) ?? '', 'utf8');
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    raw.body = Buffer.from(body.text, 'utf8');
  } else {
    const full = multipartBytes(body.parts, body.framing !== 'no-closing-boundary');
    headers['content-type'] =
      {
        'wrong-boundary': 'multipart/form-data; boundary=another-boundary',
        'no-boundary-param': 'multipart/form-data',
      }[body.framing as string] ?? `multipart/form-data; boundary=${BOUNDARY}`;
    if (body.framing === 'truncated') raw.body = full.subarray(0, Math.floor(full.length * body.cut));
    else if (body.framing === 'abandoned') {
      raw.body = full.subarray(0, Math.floor(full.length * body.cut));
      raw.abandonAfterBody = full.length - raw.body.length + 1;
    } else raw.body = full;
  }
  return raw;
}

function multipartBytes(parts: MultipartPart[], closed: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.file !== undefined ? `; filename="${part.filename ?? 'file'}"` : ''}`;
    const type = part.file !== undefined && part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(part.file !== undefined ? FILES[part.file] : Buffer.from(part.text ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  if (closed) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * A scripted stand-in for `fetch` for unit tests (jsdom has no fetch/Response).
 * Only the parts of Response the API client reads are implemented.
 */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export function fakeResponse({ status = 200, body, headers = {} }: FakeReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lowered = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  if (body !== undefined && typeof body !== 'string' && !lowered['content-type']) lowered['content-type'] = 'application/json';
  const bytes = () => new TextEncoder().encode(text);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => lowered[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    arrayBuffer: async () => bytes().buffer,
    blob: async () => new Blob([text], { type: lowered['content-type'] ?? 'application/octet-stream' }),
  };
  return response as unknown as Response;
}

function headersToRecord(init: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  if (!init) return record;
  if (typeof (init as Headers).forEach === 'function' && !Array.isArray(init)) {
    (init as Headers).forEach((value, key) => {
      record[key.toLowerCase()] = value;
    });
    return record;
  }
  for (const [key, value] of Object.entries(init as Record<string, string>)) record[key.toLowerCase()] = value;
  return record;
}

function decodeBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export interface FakeApi {
  fetch: typeof fetch;
  /** Answer `method path` (path without query) with a reply or a handler; later rules win. */
  on: (method: string, path: string, reply: FakeReply | Handler) => FakeApi;
  /** Make every call fail as if the network were down. */
  goOffline: () => void;
  calls: RecordedCall[];
}

export function createFakeApi(baseUrl = 'http://api.test'): FakeApi {
  const rules: { method: string; path: string; handler: Handler }[] = [];
  const calls: RecordedCall[] = [];
  let offline = false;

  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, baseUrl);
    const call: RecordedCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      headers: headersToRecord(init?.headers),
      body: decodeBody(init?.body),
    };
    calls.push(call);
    if (offline) throw new TypeError('Failed to fetch');
    const rule = [...rules].reverse().find((r) => r.method === call.method && r.path === url.pathname);
    if (!rule)
      return fakeResponse({
        status: 404,
        body: { error: 'Not Found', message: `No fake for ${call.method} ${url.pathname}`, statusCode: 404 },
      });
    return fakeResponse(await rule.handler(call));
  }) as typeof fetch;

  const api: FakeApi = {
    fetch: fetchImpl,
    calls,
    on(method, path, reply) {
      rules.push({ method: method.toUpperCase(), path, handler: typeof reply === 'function' ? reply : () => reply });
      return api;
    },
    goOffline() {
      offline = true;
    },
  };
  return api;
}

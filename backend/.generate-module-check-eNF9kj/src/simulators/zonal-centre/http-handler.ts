import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZonalCentre } from './centre';
import type { ZonalCentreConfig } from './config';
import { errorPage, signInPage, statusPage } from './pages';
import { messageView, SIM_CHANNELS, submissionView, type SimChannel } from './records';
import type { SppiAuthority } from './sppi-oauth';

/** A submission carries its PDF in base64: allow what a 20 MB document becomes. */
const MAX_BODY_BYTES = 30 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Context {
  centre: ZonalCentre;
  sppi: SppiAuthority;
  config: ZonalCentreConfig;
  down: Set<SimChannel>;
}

/** Every HTTP call of the simulator: Azimut, SPPI (OAuth + API), health, outage control and the status page. */
export function createHttpHandler(context: Context) {
  return (req: IncomingMessage, res: ServerResponse) => {
    route(context, req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) json(res, status, { error: reasonOf(status), message, statusCode: status });
      else res.end();
    });
  };
}

async function route(context: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://zc.sim');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';

  if (path === '/health' && method === 'GET') return json(res, 200, { status: 'ok', down: [...context.down] });
  if (path === '/' && method === 'GET') {
    const { centre, config } = context;
    return html(
      res,
      200,
      statusPage(centre.submissions, centre.messages, context.down, (s) => centre.decidesOnPlatform(s), config.platformCentres ?? []),
    );
  }
  if (path === '/control/outage' && method === 'POST') return outage(context, await jsonBody(req), res);
  if (path.startsWith('/azimut/')) {
    if (context.down.has('API_AZIMUT')) return unavailable(res);
    return azimut(context, req, res, path.slice('/azimut/api/v1'.length), method);
  }
  if (path.startsWith('/sppi/')) {
    if (context.down.has('SPPI')) return unavailable(res);
    if (path.startsWith('/sppi/oauth/')) return oauth(context, req, res, url, path.slice('/sppi/oauth'.length), method);
    if (path.startsWith('/sppi/api/v1')) return sppiApi(context, req, res, path.slice('/sppi/api/v1'.length), method);
  }
  throw new HttpError(404, `${method} ${path} is not served`);
}

function outage(context: Context, body: Record<string, unknown>, res: ServerResponse): void {
  const channel = body.channel;
  if (typeof body.down !== 'boolean') throw new HttpError(400, 'down: true or false');
  const channels = channel === 'all' ? SIM_CHANNELS : SIM_CHANNELS.filter((c) => c === channel);
  if (channels.length === 0) throw new HttpError(400, `channel: one of ${SIM_CHANNELS.join(', ')} or all`);
  for (const c of channels) {
    if (body.down) context.down.add(c);
    else context.down.delete(c);
  }
  json(res, 200, { down: [...context.down] });
}

async function azimut(context: Context, req: IncomingMessage, res: ServerResponse, path: string, method: string): Promise<void> {
  if (path === '/health' && method === 'GET') return json(res, 200, { status: 'ok' });
  if (bearer(req) !== context.config.azimutKey) throw new HttpError(401, 'Authorization: Bearer <API key> is required');
  return submissionsApi(context, req, res, path, method, 'API_AZIMUT', 'idempotency-key', null, '/messages');
}

async function sppiApi(context: Context, req: IncomingMessage, res: ServerResponse, path: string, method: string): Promise<void> {
  if (path === '/health' && method === 'GET') return json(res, 200, { status: 'ok' });
  const login = context.sppi.loginFor(bearer(req));
  if (!login) throw new HttpError(401, 'the access token is missing, expired or revoked');
  if (path === '/me' && method === 'GET') return json(res, 200, { login });
  return submissionsApi(context, req, res, path, method, 'SPPI', 'x-request-id', login, '/shr');
}

/** Azimut and SPPI answer the same shapes; they differ in the key header, the owner and the messages path. */
async function submissionsApi(
  context: Context,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  method: string,
  channel: SimChannel,
  keyHeader: string,
  owner: string | null,
  messagesPath: string,
): Promise<void> {
  const { centre } = context;
  const key = () => {
    const value = req.headers[keyHeader];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text) throw new HttpError(400, `the ${keyHeader} header is required: the centre deduplicates on it`);
    return text;
  };
  const visible = <T extends { owner: string | null }>(record: T | undefined): T => {
    if (!record || (owner !== null && record.owner !== owner)) throw new HttpError(404, 'not found');
    return record;
  };
  if (path === '/submissions' && method === 'POST') {
    const dedupKey = key();
    const body = await jsonBody(req);
    if (!body.route && !body.restrictionZoneInsteadOfGeometry) throw new HttpError(400, 'route is required');
    const { record, created } = centre.receiveSubmission(channel, dedupKey, body, { owner });
    return json(res, created ? 201 : 200, { id: record.id, status: created ? 'RECEIVED' : record.status });
  }
  const submission = /^\/submissions\/([^/]+)$/.exec(path);
  if (submission && method === 'GET') return json(res, 200, submissionView(visible(centre.submission(decodeURIComponent(submission[1])))));
  if ((path === messagesPath || path === '/messages') && method === 'POST') {
    const dedupKey = key();
    const body = await jsonBody(req);
    if (typeof body.text !== 'string' || !body.text.trim()) throw new HttpError(400, 'text is required');
    const { record, created } = centre.receiveMessage(channel, dedupKey, body, { owner });
    return json(res, created ? 201 : 200, { id: record.id, status: record.status });
  }
  const message = new RegExp(`^(?:${messagesPath}|/messages)/([^/]+)$`).exec(path);
  if (message && method === 'GET') return json(res, 200, messageView(visible(centre.message(decodeURIComponent(message[1])))));
  throw new HttpError(404, `${method} ${path} is not served`);
}

async function oauth(context: Context, req: IncomingMessage, res: ServerResponse, url: URL, path: string, method: string): Promise<void> {
  const { sppi, config } = context;
  if (path === '/authorize') {
    const params = method === 'POST' ? await formBody(req) : url.searchParams;
    const clientId = params.get('client_id') ?? '';
    const redirectUri = params.get('redirect_uri') ?? '';
    const state = params.get('state') ?? '';
    if (params.get('response_type') !== 'code' || !sppi.clientKnown(clientId) || !isHttpUrl(redirectUri)) {
      // Never redirect to an unchecked address: the error is shown here (RFC 6749 §4.1.2.1).
      return html(res, 400, errorPage('СППИ — ошибка запроса', 'Запрос на вход неверен: неизвестное приложение или адрес возврата.'));
    }
    const form = {
      clientId,
      redirectUri,
      state,
      login: config.sppi.login,
      demoLogin: config.sppi.login,
      demoPassword: config.sppi.password,
    };
    if (method === 'GET') return html(res, 200, signInPage(form));
    if (method !== 'POST') throw new HttpError(405, 'GET or POST');
    const login = (params.get('login') ?? '').trim();
    if (login.toLowerCase() !== config.sppi.login.toLowerCase() || params.get('password') !== config.sppi.password) {
      return html(res, 401, signInPage({ ...form, login, error: 'Неверный логин или пароль' }));
    }
    const target = new URL(redirectUri);
    target.searchParams.set('code', sppi.issueCode(config.sppi.login, clientId, redirectUri));
    if (state) target.searchParams.set('state', state);
    res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' }).end();
    return;
  }
  if (method !== 'POST') throw new HttpError(405, 'POST');
  const params = await formOrJsonBody(req);
  const basic = basicCredentials(req);
  const clientId = basic?.id ?? params.get('client_id');
  const secret = basic?.secret ?? params.get('client_secret');
  if (!sppi.clientAuthenticated(clientId, secret))
    return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
  if (path === '/token') {
    const grant = params.get('grant_type');
    const answer =
      grant === 'authorization_code'
        ? sppi.exchangeCode(params.get('code') ?? '', clientId!, params.get('redirect_uri'))
        : grant === 'refresh_token'
          ? sppi.refreshTokens(params.get('refresh_token') ?? '', clientId!)
          : { error: 'unsupported_grant_type' as const, error_description: 'authorization_code or refresh_token' };
    return json(res, 'error' in answer ? 400 : 200, answer);
  }
  if (path === '/revoke') {
    sppi.revoke(params.get('token') ?? '');
    // RFC 7009: an unknown token is revoked all the same.
    return json(res, 200, {});
  }
  throw new HttpError(404, `POST /sppi/oauth${path} is not served`);
}

function bearer(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match ? match[1] : null;
}

function basicCredentials(req: IncomingMessage): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'the body is too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new HttpError(400, 'the body must be a JSON object');
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

async function formOrJsonBody(req: IncomingMessage): Promise<URLSearchParams> {
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const body = await jsonBody(req);
    return new URLSearchParams(Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  }
  return formBody(req);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string): void {
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // What the page shows came from senders: no scripts at all.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    .end(body);
}

function unavailable(res: ServerResponse): void {
  res.setHeader('retry-after', '5');
  json(res, 503, { error: 'Service Unavailable', message: 'the channel is down (outage control)', statusCode: 503 });
}

function reasonOf(status: number): string {
  return (
    (
      { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 405: 'Method Not Allowed', 413: 'Payload Too Large' } as Record<
        number,
        string
      >
    )[status] ?? 'Internal Server Error'
  );
}

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A small HTTP peer speaking the centre's API shape (`POST /submissions|/messages|/shr`, `GET …/{id}`, `GET /health`)
 * under a path prefix, for the channels' specs when the zonal-centre simulator is not used: it checks the bearer,
 * dedups on the idempotency header, and can be told to fail (`answerWith`) or to stall (`stallMs`).
 */
export class HttpCentrePeer {
  readonly received: ReceivedRequest[] = [];
  /** Answer every request with this status (and a small error body) instead of serving it. */
  answerWith: number | null = null;
  stallMs = 0;
  private readonly byKey = new Map<string, { id: string }>();
  private readonly records = new Map<string, { id: string; status: string; replies: string[]; decidedAt?: string }>();
  private server: Server | undefined;

  constructor(
    private readonly prefix: string,
    private readonly acceptsBearer: (token: string) => boolean,
    private readonly keyHeader: 'idempotency-key' | 'x-request-id',
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}${this.prefix}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The centre decides: the next GET of this id lists the reply. */
  reply(id: string, text: string, status = 'ALLOWED'): void {
    const record = this.records.get(id);
    if (!record) throw new Error(`unknown id ${id}`);
    record.status = status;
    record.decidedAt = '2026-11-24T12:00:00.000Z';
    record.replies.push(text);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').slice(this.prefix.length);
    this.received.push({ method: req.method ?? '', path, headers: req.headers, body: raw ? JSON.parse(raw) : null });
    if (this.stallMs > 0) await new Promise((resolve) => setTimeout(resolve, this.stallMs));
    const json = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (this.answerWith !== null) return json(this.answerWith, { message: `status ${this.answerWith} on purpose` });
    if (req.method === 'GET' && path === '/health') return json(200, { status: 'UP' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !this.acceptsBearer(bearer)) return json(401, { message: 'bad token' });
    if (req.method === 'POST' && ['/submissions', '/messages', '/shr'].includes(path)) {
      const key = req.headers[this.keyHeader];
      if (typeof key !== 'string') return json(400, { message: `${this.keyHeader} required` });
      const known = this.byKey.get(key);
      if (known) return json(409, { id: known.id, status: 'RECEIVED' });
      const id = randomUUID();
      this.byKey.set(key, { id });
      this.records.set(id, { id, status: 'RECEIVED', replies: [] });
      return json(201, { id, status: 'RECEIVED' });
    }
    const record = req.method === 'GET' ? this.records.get(path.split('/')[2] ?? '') : undefined;
    if (record) return json(200, record);
    return json(404, { message: 'not found' });
  }
}

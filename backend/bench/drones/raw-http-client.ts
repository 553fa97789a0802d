import { type Socket, connect } from 'node:net';

export interface Answer {
  status: number;
  body: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');

interface Pending {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * HTTP/1.1 GET over one kept-alive TCP connection, one call at a time, written and read by hand: the request
 * is a single write and the answer is read by its Content-Length (or chunked encoding). It measures the server
 * the way wrk or autocannon do, with as little client-side work per call as the pg driver spends on the raw
 * SQL probe; node:http's client costs about 0.1 ms a call here, which would be charged to the server.
 * Redirects, 1xx answers and pipelining are out of scope: a benchmark of JSON GETs needs none of them.
 */
export class RawHttpClient {
  private socket: Socket | undefined;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: Pending | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  async get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    if (this.pending) throw new Error('RawHttpClient: one call at a time');
    const socket = this.socket ?? (await this.open());
    const lines = [
      `GET ${path} HTTP/1.1`,
      `Host: ${this.host}:${this.port}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    return new Promise<Answer>((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = undefined;
  }

  private open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port, noDelay: true }, () => resolve(socket));
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => this.received(chunk));
      socket.on('error', (error) => this.fail(error));
      socket.on('close', () => {
        this.socket = undefined;
        this.fail(new Error('connection closed'));
      });
      this.socket = socket;
    });
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const answer = parseAnswer(this.buffered);
    if (!answer) return;
    this.buffered = this.buffered.subarray(answer.consumed);
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve({ status: answer.status, body: answer.body });
  }

  private fail(error: Error): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
  }
}

/** One complete answer at the start of `data`, or undefined while it is still arriving. */
export function parseAnswer(data: Buffer): { status: number; body: Buffer; consumed: number } | undefined {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return undefined;
  const head = data.subarray(0, headerEnd).toString('latin1').split('\r\n');
  const status = Number(head[0].split(' ')[1]);
  const headers = new Map(
    head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const bodyStart = headerEnd + HEADER_END.length;
  if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') return parseChunked(data, status, bodyStart);
  const length = Number(headers.get('content-length') ?? 0);
  if (data.length < bodyStart + length) return undefined;
  return { status, body: data.subarray(bodyStart, bodyStart + length), consumed: bodyStart + length };
}

function parseChunked(data: Buffer, status: number, start: number): { status: number; body: Buffer; consumed: number } | undefined {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('RawHttpClient: malformed chunk size');
    const chunkStart = lineEnd + 2;
    if (data.length < chunkStart + size + 2) return undefined;
    if (size === 0) return { status, body: Buffer.concat(parts), consumed: chunkStart + 2 };
    parts.push(data.subarray(chunkStart, chunkStart + size));
    at = chunkStart + size + 2;
  }
}

import { Agent, type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of backend instances on loopback, for the two-instance benchmark. Hand-written on
 * node:http because the only proxy package in the lockfile is a development middleware, and this one
 * exposes the counters the benchmark reports. It does what nginx's `upstream` with `proxy_next_upstream
 * error` or HAProxy's `retry-on conn-failure empty-response` do:
 *  - round robin over the instances, skipping one for DOWN_FOR_MS after it refused a connection (passive
 *    health checking, as nginx's max_fails/fail_timeout);
 *  - a request that failed on its connection before any byte of an answer came back — the connection was
 *    refused, or a kept-alive one was closed or reset (the instance died) — is retried on the next
 *    instance, for idempotent methods only (RFC 9110 §9.2.2, RFC 9112 §9.3.1): the instance may or may not
 *    have acted on it, which only an idempotent request tolerates;
 *  - any other failure is answered 502.
 */
const DOWN_FOR_MS = 1_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Errors of a connection that was never established: the request cannot have reached the instance. */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
/** A connection closed or reset under the request (Node says "socket hang up" for a close: ECONNRESET). */
const BROKEN_CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE']);
/** Request headers that describe the client's connection, not the request (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

export interface UpstreamStats {
  name: string;
  port: number;
  /** Answers this instance gave (any status). */
  answered: number;
  /** Requests sent to it and not answered yet. */
  inFlight: number;
  /** Requests whose connection broke before their answer (the instance died under them). */
  broken: number;
  /** Connections it refused. */
  refused: number;
  downUntil: number;
}

export class RoundRobinProxy {
  readonly upstreams: UpstreamStats[];
  /** Requests retried on another instance: after a refused connection, after a broken one. */
  retried = { refused: 0, broken: 0 };
  /** 502 answers the proxy gave itself. */
  badGateway = 0;
  private next = 0;
  private readonly agents = new Map<number, Agent>();
  private server: Server | undefined;

  constructor(upstreams: Array<{ name: string; port: number }>) {
    this.upstreams = upstreams.map(({ name, port }) => ({ name, port, answered: 0, inFlight: 0, broken: 0, refused: 0, downUntil: 0 }));
    for (const { port } of upstreams) this.agents.set(port, new Agent({ keepAlive: true, maxSockets: 256 }));
  }

  async listen(): Promise<number> {
    const server = createServer((req, res) => this.handle(req, res));
    // Clients keep connections open for the whole benchmark.
    server.keepAliveTimeout = 60_000;
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const agent of this.agents.values()) agent.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next instance not marked down (or, when all are, the next one anyway: better try than refuse). */
  private pick(exclude: Set<UpstreamStats>): UpstreamStats | undefined {
    const now = Date.now();
    const candidates = this.upstreams.filter((upstream) => !exclude.has(upstream));
    if (candidates.length === 0) return undefined;
    for (let i = 0; i < this.upstreams.length; i++) {
      const upstream = this.upstreams[(this.next + i) % this.upstreams.length];
      if (!exclude.has(upstream) && upstream.downUntil <= now) {
        this.next = (this.upstreams.indexOf(upstream) + 1) % this.upstreams.length;
        return upstream;
      }
    }
    return candidates[0];
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => this.forward(req, res, Buffer.concat(chunks), new Set()));
  }

  private forward(req: IncomingMessage, res: ServerResponse, body: Buffer, tried: Set<UpstreamStats>): void {
    const upstream = this.pick(tried);
    if (!upstream) return this.fail(res);
    tried.add(upstream);
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' };
    for (const name of HOP_BY_HOP) delete (headers as Record<string, unknown>)[name];
    if (body.length > 0) headers['content-length'] = String(body.length);
    let connected = false;
    // Whether an answer has begun; after that a failure can only cut the answer off.
    let answered = false;
    upstream.inFlight++;
    const outgoing = request({
      host: '127.0.0.1',
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers,
      agent: this.agents.get(upstream.port),
    });
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    outgoing.on('response', (answer) => {
      answered = true;
      upstream.inFlight--;
      upstream.answered++;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return void res.destroy();
      upstream.inFlight--;
      const code = error.code ?? '';
      const refused = !connected && CONNECT_ERRORS.has(code);
      if (refused) {
        upstream.refused++;
        upstream.downUntil = Date.now() + DOWN_FOR_MS;
      } else if (BROKEN_CONNECTION_ERRORS.has(code)) {
        upstream.broken++;
      }
      const retryable = (refused || BROKEN_CONNECTION_ERRORS.has(code)) && IDEMPOTENT.has(req.method ?? '');
      if (retryable && tried.size < this.upstreams.length) {
        this.retried[refused ? 'refused' : 'broken']++;
        return this.forward(req, res, body, tried);
      }
      this.fail(res);
    });
    outgoing.end(body);
  }

  private fail(res: ServerResponse): void {
    this.badGateway++;
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"error":"Bad Gateway","message":"No backend instance could answer","statusCode":502}');
  }
}

/**
 * Run as its own process, like a real proxy (`node round-robin-proxy.js <port> <port>…`): it reports its
 * port to the parent over IPC once listening, and its counters whenever asked ("stats").
 */
if (require.main === module) {
  const proxy = new RoundRobinProxy(process.argv.slice(2).map((port, i) => ({ name: String.fromCharCode(97 + i), port: Number(port) })));
  void proxy.listen().then((port) => process.send?.({ port }));
  process.on('message', (message) => {
    if (message === 'stats')
      process.send?.({ stats: { upstreams: proxy.upstreams, retried: proxy.retried, badGateway: proxy.badGateway } });
  });
  process.on('disconnect', () => void proxy.close().then(() => process.exit(0)));
}

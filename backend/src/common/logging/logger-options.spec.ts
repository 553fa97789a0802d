import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp, type Options } from 'pino-http';
import { loggerOptions } from './logger-options';

/** Runs one request through pino-http with the app's options and returns the JSON lines it wrote. */
function logOneRequest(options: { method?: string; url: string; status: number; requestId?: string; level?: 'info' | 'warn' }) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const middleware = pinoHttp(loggerOptions(options.level ?? 'info').pinoHttp as Options, sink);
  const req = new IncomingMessage(new Socket());
  req.method = options.method ?? 'GET';
  req.url = options.url;
  req.headers = { authorization: 'Bearer secret', ...(options.requestId ? { 'x-request-id': options.requestId } : {}) };
  const res = new ServerResponse(req);
  middleware(req, res, () => {
    req.log.info('inside the handler');
    // A response with no socket never really finishes: mark it sent and ended as a written one would be.
    res.statusCode = options.status;
    Object.defineProperty(res, 'headersSent', { value: true });
    Object.defineProperty(res, 'writableEnded', { value: true });
    res.emit('finish');
  });
  return lines;
}

describe('loggerOptions', () => {
  it('writes one info line per request with the request id, method, url, status and time, and no headers', () => {
    const lines = logOneRequest({ url: '/api/user/drones/find?page=1', status: 200, requestId: 'abc-123' });
    expect(lines).toHaveLength(2);
    const [inside, request] = lines;
    expect(inside).toMatchObject({ reqId: 'abc-123', msg: 'inside the handler' });
    expect(request).toMatchObject({
      level: 30,
      reqId: 'abc-123',
      req: { method: 'GET', url: '/api/user/drones/find?page=1' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof request.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs client errors as warnings and server errors as errors, each with its request id', () => {
    const [warned] = logOneRequest({ method: 'POST', url: '/api/map/crossings', status: 401, requestId: 'r-1' }).slice(-1);
    expect(warned).toMatchObject({ level: 40, reqId: 'r-1', req: { method: 'POST', url: '/api/map/crossings' }, res: { statusCode: 401 } });
    const [failed] = logOneRequest({ url: '/api/user/current', status: 503, requestId: 'r-2' }).slice(-1);
    expect(failed).toMatchObject({ level: 50, reqId: 'r-2', req: { method: 'GET', url: '/api/user/current' }, res: { statusCode: 503 } });
  });

  it('gives a request without an acceptable id a fresh UUID', () => {
    const [request] = logOneRequest({ url: '/api/user/current', status: 200, requestId: 'has spaces' }).slice(-1);
    expect(request.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves probe and scrape calls out (only the line written inside the handler remains)', () => {
    for (const url of ['/health/live', '/health/ready', '/metrics?x=1']) {
      expect(logOneRequest({ url, status: 200 }).map((line) => line.msg)).toEqual(['inside the handler']);
    }
  });

  it('writes nothing below the configured level', () => {
    expect(logOneRequest({ url: '/api/user/current', status: 200, level: 'warn' })).toEqual([]);
  });
});

import Fastify from 'fastify';
import { Writable } from 'node:stream';
import type { LogLevel } from '../../config/app-config';
import { requestIdOf } from '../request-id/request-id';
import { AppLogger, createRootLogger } from './app-logger';
import { installRequestLogging } from './request-logging';

/** A Fastify server with the app's request hooks and one route that logs through Nest's logger interface. */
async function serverLoggingTo(level: LogLevel = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const root = createRootLogger(level, sink);
  const nestLogger = new AppLogger(root);
  const fastify = Fastify({ genReqId: requestIdOf });
  installRequestLogging(fastify, root);
  fastify.all('/*', async (request, reply) => {
    const query = request.query as { status?: string; mounted?: string };
    if (query.mounted) {
      // What Express does to a request below its mount path (the identity provider's app).
      (request.raw as { originalUrl?: string }).originalUrl = request.raw.url;
      request.raw.url = '/.well-known/openid-configuration';
    }
    // An await first: the line below is written in a later tick, where only the request context knows the id.
    await new Promise((resolve) => setImmediate(resolve));
    nestLogger.log('inside the handler', 'Handler');
    return reply.status(Number(query.status ?? 200)).send({});
  });
  await fastify.ready();
  return { fastify, lines };
}

describe('request logging', () => {
  it('writes one info line per request with the request id, method, url, status and time, and no headers', async () => {
    const { fastify, lines } = await serverLoggingTo();
    const res = await fastify.inject({
      url: '/api/user/drones/find?page=1',
      headers: { authorization: 'Bearer secret', 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(lines).toHaveLength(2);
    const [inside, request] = lines;
    expect(inside).toMatchObject({ level: 30, reqId: 'abc-123', context: 'Handler', msg: 'inside the handler' });
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

  it('logs the URL as it arrived, even when a mounted application rewrote it (the identity provider)', async () => {
    const { fastify, lines } = await serverLoggingTo();
    await fastify.inject({ url: '/realms/nebo/.well-known/openid-configuration?mounted=1' });
    expect(lines.at(-1)).toMatchObject({ req: { url: '/realms/nebo/.well-known/openid-configuration?mounted=1' } });
  });

  it('logs client errors as warnings and server errors as errors, each with its request id', async () => {
    const { fastify, lines } = await serverLoggingTo();
    await fastify.inject({ method: 'POST', url: '/api/map/crossings?status=401', headers: { 'x-request-id': 'r-1' } });
    expect(lines.at(-1)).toMatchObject({ level: 40, reqId: 'r-1', req: { method: 'POST' }, res: { statusCode: 401 } });
    await fastify.inject({ url: '/api/user/current?status=503', headers: { 'x-request-id': 'r-2' } });
    expect(lines.at(-1)).toMatchObject({ level: 50, reqId: 'r-2', res: { statusCode: 503 }, msg: 'request errored' });
  });

  it('gives a request without an acceptable id a fresh UUID, in the header and the lines', async () => {
    const { fastify, lines } = await serverLoggingTo();
    const res = await fastify.inject({ url: '/api/user/current', headers: { 'x-request-id': 'has spaces' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line.reqId)).toEqual([res.headers['x-request-id'], res.headers['x-request-id']]);
  });

  it('keeps concurrent requests apart', async () => {
    const { fastify, lines } = await serverLoggingTo();
    await Promise.all(['a-1', 'b-2', 'c-3'].map((id) => fastify.inject({ url: `/x/${id}`, headers: { 'x-request-id': id } })));
    for (const line of lines.filter((l) => l.msg === 'request completed')) {
      expect((line.req as { url: string }).url).toBe(`/x/${String(line.reqId)}`);
    }
    expect(
      lines
        .filter((l) => l.msg === 'inside the handler')
        .map((l) => l.reqId)
        .sort(),
    ).toEqual(['a-1', 'b-2', 'c-3']);
  });

  it('leaves probe and scrape calls out (only the line written inside the handler remains)', async () => {
    for (const url of ['/health/live', '/health/ready', '/metrics?x=1']) {
      const { fastify, lines } = await serverLoggingTo();
      await fastify.inject({ url });
      expect(lines.map((line) => line.msg)).toEqual(['inside the handler']);
    }
  });

  it("masks tokens in logged URLs: file links, the provider's logout, sign-in callbacks", async () => {
    const { fastify, lines } = await serverLoggingTo();
    await fastify.inject({ url: '/api/files/5b1c0f0e?access_token=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln&download=1' });
    await fastify.inject({
      url: '/realms/nebo/protocol/openid-connect/logout?id_token_hint=eyJ.eyJ.sig&post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F&mounted=1',
    });
    await fastify.inject({ url: '/api/user/current/socials/bind/vk/callback?code=one-time&state=csrf-value&status=302' });
    await fastify.inject({
      url: '/api/x?refresh_token=secret-r&client_secret=secret-c&token=secret-t&password=secret-p&page=2&status=400',
    });
    const urls = lines.filter((line) => line.req).map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual([
      '/api/files/5b1c0f0e?access_token=[REDACTED]&download=1',
      '/realms/nebo/protocol/openid-connect/logout?id_token_hint=[REDACTED]&post_logout_redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F&mounted=1',
      '/api/user/current/socials/bind/vk/callback?code=[REDACTED]&state=[REDACTED]&status=302',
      '/api/x?refresh_token=[REDACTED]&client_secret=[REDACTED]&token=[REDACTED]&password=[REDACTED]&page=2&status=400',
    ]);
    const everything = JSON.stringify(lines);
    for (const secret of [
      'eyJhbGciOiJSUzI1NiJ9',
      'eyJ.eyJ.sig',
      'one-time',
      'csrf-value',
      'secret-r',
      'secret-c',
      'secret-t',
      'secret-p',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('masks credentials and strips terminal and bidi characters wherever a line carries them (headers, messages, errors)', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write: (chunk: Buffer, _e, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()),
    });
    const root = createRootLogger('info', sink);
    const fastify = Fastify({ genReqId: requestIdOf });
    installRequestLogging(fastify, root);
    // What a careless handler might write: the whole request, a URL in a message, an error quoting a URL.
    fastify.get('/echo', async (request) => {
      root.warn({ req: request.raw }, 'suspicious request');
      new AppLogger(root).warn(`redirecting to ${request.headers.referer ?? ''}`, 'Handler');
      new AppLogger(root).error(new Error(`fetch http://idp/token?refresh_token=leaked-refresh failed`), 'Handler');
      return {};
    });
    await fastify.ready();
    await fastify.inject({
      url: '/echo?x=\u001b[31m',
      headers: {
        authorization: 'Bearer leaked-bearer',
        cookie: '_session=leaked-cookie',
        'user-agent': 'evil\u001b[2J\u001b]0;title\u0007agent\u202Etxt.exe',
        referer: 'http://localhost:8080/?code=leaked-code&state=leaked-state',
      },
    });
    const everything = JSON.stringify(lines);
    for (const secret of ['leaked-bearer', 'leaked-cookie', 'leaked-code', 'leaked-state', 'leaked-refresh'])
      expect(everything).not.toContain(secret);
    const logged = lines.find((line) => line.msg === 'suspicious request')!.req as { url: string; headers: Record<string, string> };
    // Fastify's injection percent-encodes the escape, as a real client must (Node's parser refuses a raw one).
    expect(logged.url).toBe('/echo?x=%1B[31m');
    expect(logged.headers).toMatchObject({ authorization: '[REDACTED]', cookie: '[REDACTED]', 'user-agent': 'evilagenttxt.exe' });
    expect(lines.find((line) => line.context === 'Handler' && line.level === 40)!.msg).toBe(
      'redirecting to http://localhost:8080/?code=[REDACTED]&state=[REDACTED]',
    );
    expect((lines.find((line) => line.err)!.err as { message: string }).message).toBe(
      'fetch http://idp/token?refresh_token=[REDACTED] failed',
    );
    expect(everything).not.toMatch(/\\u001b|\\u202e|\u202e/i);
  });

  it('writes nothing below the configured level, and no request id outside a request', async () => {
    const { fastify, lines } = await serverLoggingTo('warn');
    await fastify.inject({ url: '/api/user/current' });
    expect(lines).toEqual([]);
    const outside: Array<Record<string, unknown>> = [];
    const logger = new AppLogger(
      createRootLogger(
        'info',
        new Writable({
          write: (chunk: Buffer, _e, done) => (outside.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()),
        }),
      ),
    );
    logger.error(new Error('boom'), 'Startup');
    expect(outside[0]).toMatchObject({ level: 50, context: 'Startup', msg: 'boom', err: { message: 'boom' } });
    expect(outside[0]).not.toHaveProperty('reqId');
  });
});

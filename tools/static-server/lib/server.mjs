// A small static file server for built front ends: the shell (SPA fallback, /deployment.json) and the
// remotes (CORS). No dependencies, so it runs anywhere Node runs, including a bare production image.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { NO_CACHE, cacheControlFor } from './cache-policy.mjs';
import { redactUrl } from './log-safety.mjs';
import { contentTypeOf, isCompressible } from './mime.mjs';
import { securityHeaders } from './security-headers.mjs';
import { trailingSlashRedirect } from './trailing-slash.mjs';

const gzip = promisify(gzipCallback);

/** Below this size gzip costs more than it saves. */
const MIN_GZIP_BYTES = 1024;
/** Larger files are streamed as they are rather than compressed in memory. */
const MAX_GZIP_BYTES = 16 * 1024 * 1024;
/** Upper bound of the in-memory cache of compressed files (build output is immutable between deploys). */
const GZIP_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir             folder to serve
 * @property {boolean} [spa]          answer unknown page paths with dir/index.html
 * @property {string | null} [deploymentJson]  body of /deployment.json, or null to serve no such route
 * @property {boolean} [cors]         allow any origin to fetch (remotes are fetched by the shell's origin)
 * @property {(line: string) => void} [log]   access log sink
 */

class GzipCache {
  #entries = new Map();
  #bytes = 0;

  get(key) {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    // Re-insert to keep Map order as least-recently-used first.
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit;
  }

  set(key, buffer) {
    this.#entries.set(key, buffer);
    this.#bytes += buffer.length;
    for (const [oldKey, oldBuffer] of this.#entries) {
      if (this.#bytes <= GZIP_CACHE_BYTES) break;
      this.#entries.delete(oldKey);
      this.#bytes -= oldBuffer.length;
    }
  }
}

function acceptsGzip(req) {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b(?!;q=0(\.0*)?\b)/.test(header);
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE, ...headers });
  res.end(body);
}

/** Resolves a URL path inside root; null when it would escape root or touches a dotfile. */
function resolveInside(root, urlPath) {
  if (urlPath.split('/').some((segment) => segment.startsWith('.') && segment.length > 0)) return null;
  const resolved = path.resolve(root, `.${urlPath}`);
  const relative = path.relative(root, resolved);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return resolved;
}

async function fileStat(filePath) {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * @param {StaticServerOptions} options
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>}
 */
export function createStaticHandler(options) {
  const root = path.resolve(options.dir);
  const corsHeaders = options.cors ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' } : {};
  const gzipCache = new GzipCache();
  // Derived once from the deployment file this server was started with (null for a remote's server).
  const security = securityHeaders({
    deployment: options.deploymentJson ? JSON.parse(options.deploymentJson) : null,
    cors: Boolean(options.cors),
  });

  async function serveFile(req, res, filePath, info, cacheControl) {
    const contentType = contentTypeOf(filePath);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const compressible = isCompressible(contentType) && info.size >= MIN_GZIP_BYTES && info.size <= MAX_GZIP_BYTES;
    const headers = {
      ...corsHeaders,
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      ...(contentType.startsWith('text/html') ? security.page : {}),
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return 304;
    }
    if (compressible && acceptsGzip(req)) {
      const key = `${filePath}\0${etag}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = await gzip(await readFile(filePath));
        gzipCache.set(key, body);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return 200;
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') {
      res.end();
      return 200;
    }
    await new Promise((resolve, reject) => {
      createReadStream(filePath).on('error', reject).on('end', resolve).pipe(res);
    });
    return 200;
  }

  async function handle(req, res) {
    if (req.method === 'OPTIONS' && options.cors) {
      res.writeHead(204, { ...corsHeaders, 'Access-Control-Max-Age': '86400' });
      res.end();
      return 204;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'Method Not Allowed\n', { Allow: options.cors ? 'GET, HEAD, OPTIONS' : 'GET, HEAD' });
      return 405;
    }

    const target = req.url ?? '/';
    const location = trailingSlashRedirect(target);
    if (location !== null) {
      res.writeHead(301, { ...corsHeaders, Location: location, 'Cache-Control': NO_CACHE });
      res.end();
      return 301;
    }

    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(target, 'http://localhost').pathname);
    } catch {
      send(res, 400, 'Bad Request\n', corsHeaders);
      return 400;
    }
    if (urlPath.includes('\0')) {
      send(res, 400, 'Bad Request\n', corsHeaders);
      return 400;
    }

    if (urlPath === '/deployment.json' && options.deploymentJson) {
      const body = Buffer.from(options.deploymentJson);
      res.writeHead(200, {
        ...corsHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': NO_CACHE,
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return 200;
    }

    const filePath = resolveInside(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    const info = filePath ? await fileStat(filePath) : null;
    if (filePath && info) return serveFile(req, res, filePath, info, cacheControlFor(filePath));

    // Page paths (no extension) belong to the client router; a missing asset stays a 404 so that a
    // stale chunk fails as ChunkLoadError instead of being "loaded" as HTML.
    const isPagePath = !/\.[A-Za-z0-9]+$/.test(urlPath);
    if (options.spa && isPagePath) {
      const indexPath = path.join(root, 'index.html');
      const indexInfo = await fileStat(indexPath);
      if (indexInfo) return serveFile(req, res, indexPath, indexInfo, NO_CACHE);
    }
    send(res, 404, 'Not Found\n', corsHeaders);
    return 404;
  }

  return async (req, res) => {
    const started = process.hrtime.bigint();
    let status;
    // Every answer, errors and redirects included; pages add theirs in serveFile.
    for (const [name, value] of Object.entries(security.all)) res.setHeader(name, value);
    try {
      status = await handle(req, res);
    } catch (error) {
      status = 500;
      if (!res.headersSent) send(res, 500, 'Internal Server Error\n');
      else res.destroy(error);
      options.log?.(`error serving ${redactUrl(req.url ?? '')}: ${error?.stack ?? error}`);
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // The shell's URL carries the sign-in answer (`?code=…&state=…`) once: never into the log.
    options.log?.(`${req.method} ${redactUrl(req.url ?? '')} ${status} ${ms.toFixed(1)}ms`);
  };
}

/** @param {StaticServerOptions} options */
export function createStaticServer(options) {
  const handler = createStaticHandler(options);
  const server = http.createServer((req, res) => void handler(req, res));
  // Browsers keep connections open; without this, stopping the server would wait for them.
  server.keepAliveTimeout = 5000;
  return server;
}

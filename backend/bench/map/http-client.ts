import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One kept-alive connection pool for the whole run, as a browser keeps its connection to the API. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export interface HttpAnswer {
  status: number;
  /** Bytes as sent over the wire (compressed when the server compressed). */
  wireBytes: number;
  /** The decoded body. */
  body: Buffer;
  encoding: string;
}

/**
 * A request through node:http, which unlike fetch reports the body as it came over the wire; the body is
 * then decoded as a browser would (gzip or br), and that decoding is part of the time measured.
 */
export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        try {
          const body = encoding === 'gzip' ? gunzipSync(wire) : encoding === 'br' ? brotliDecompressSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, wireBytes: wire.length, body, encoding });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export function closeHttpClient(): void {
  agent.destroy();
}

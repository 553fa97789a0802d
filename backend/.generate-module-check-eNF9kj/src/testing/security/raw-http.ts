import { Agent, request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query exactly as they go on the wire (already percent-encoded). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /**
   * Declare this many more bytes than the body has, send the body, then drop the connection: a client that
   * goes away in the middle of an upload. No answer is expected.
   */
  abandonAfterBody?: number;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** The server kept the connection open without answering. */
export class NoAnswerError extends Error {}

/**
 * A bare HTTP client for requests a well-behaved client library would not send (or would "fix"): raw
 * percent-encoding (invalid UTF-8, dot segments), truncated bodies, a Content-Length the body does not
 * reach. Answers are read whole.
 */
export class RawHttp {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 4 });

  constructor(private readonly port: number) {}

  /** Sends one request; null when it was abandoned on purpose; NoAnswerError when no answer came within `timeoutMs`. */
  send(raw: RawRequest, timeoutMs = 30_000): Promise<RawAnswer | null> {
    return new Promise((resolve, reject) => {
      const body = raw.body ?? Buffer.alloc(0);
      const headers = { ...raw.headers, 'content-length': String(body.length + (raw.abandonAfterBody ?? 0)) };
      if (raw.body === undefined && !raw.abandonAfterBody) delete (headers as Record<string, string>)['content-length'];
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: raw.method,
          path: raw.target,
          headers,
          agent: raw.abandonAfterBody ? false : this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', (error) => (raw.abandonAfterBody ? resolve(null) : reject(error)));
      req.setTimeout(timeoutMs, () => {
        reject(new NoAnswerError(`no answer within ${timeoutMs} ms`));
        req.destroy();
      });
      if (raw.abandonAfterBody) {
        req.write(body, () =>
          setTimeout(() => {
            req.destroy();
            resolve(null);
          }, 20),
        );
      } else {
        req.end(body);
      }
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

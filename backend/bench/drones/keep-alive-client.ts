import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: Buffer;
}

/**
 * GET over one kept-alive connection with node:http. The timings are the server's: a browser or proxy keeps
 * its connection too, and Node's fetch (undici) adds about half a millisecond of client-side work per call
 * on a small machine, which would blur the floors this benchmark compares.
 */
export class KeepAliveClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly base: string) {}

  get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      request(`${this.base}${path}`, { agent: this.agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MarketplaceClient } from './marketplace-client';

/** Against a real local HTTP server standing in for the marketplace. */
let server: Server;
let base: string;
let answer: (path: string) => { status: number; body: string; delayMs?: number };

beforeAll(async () => {
  server = createServer((req, res) => {
    const { status, body, delayMs = 0 } = answer(req.url ?? '');
    setTimeout(() => res.writeHead(status, { 'Content-Type': 'application/json' }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (marketplaceUrl: string | undefined, marketplaceTimeoutMs = 1000) =>
  new MarketplaceClient({ marketplaceUrl, marketplaceTimeoutMs, commit: undefined });

describe('MarketplaceClient', () => {
  it('is not configured without a URL', async () => {
    expect(await client(undefined).stats()).toEqual({ status: 'not-configured', figures: [] });
  });

  it("reads /api/stats under the marketplace's URL", async () => {
    answer = (path) => (path === '/api/stats' ? { status: 200, body: '{"products":7,"orders":{"paid":2}}' } : { status: 404, body: '{}' });
    expect(await client(base).stats()).toEqual({
      status: 'ok',
      figures: [
        { key: 'products', value: 7 },
        { key: 'orders.paid', value: 2 },
      ],
    });
  });

  it('goes on without it when it fails, answers garbage or is too slow', async () => {
    answer = () => ({ status: 500, body: '{}' });
    expect((await client(base).stats()).status).toBe('unavailable');
    answer = () => ({ status: 200, body: 'not json' });
    expect((await client(base).stats()).status).toBe('unavailable');
    answer = () => ({ status: 200, body: '{"a":1}', delayMs: 500 });
    expect((await client(base, 100).stats()).status).toBe('unavailable');
  });
});

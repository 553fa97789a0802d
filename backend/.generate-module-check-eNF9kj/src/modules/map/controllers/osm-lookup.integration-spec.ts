import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TestApp, startTestApp } from '../../../testing/test-app';

/**
 * A Nominatim stand-in on a real port: answers `/lookup` with what it was asked, fails for id R500 and
 * answers R999 only after a second (longer than the app's timeout below).
 */
class FakeNominatim {
  readonly requests: URL[] = [];
  private server!: Server;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.baseUrl);
      this.requests.push(url);
      const ids = url.searchParams.get('osm_ids') ?? '';
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ osm_ids: ids, from: 'fake' }]));
      if (url.pathname !== '/lookup') res.writeHead(404).end();
      else if (ids.includes('R500')) res.writeHead(500).end();
      else if (ids.includes('R999')) setTimeout(answer, 1000);
      else answer();
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('GET /public/map/lookup with OSM_LOOKUP_URL configured', () => {
  let t: TestApp;
  let nominatim: FakeNominatim;

  beforeAll(async () => {
    nominatim = await new FakeNominatim().start();
    t = await startTestApp({ OSM_LOOKUP_URL: `${nominatim.baseUrl}/lookup`, OSM_LOOKUP_TIMEOUT_MS: '200' });
  });

  afterAll(async () => {
    await t.close();
    await nominatim.stop();
  });

  beforeEach(() => {
    nominatim.requests.length = 0;
  });

  it("forwards OSM ids there with the caller's format, polygon flag and language, and passes the answer through", async () => {
    const response = await t.http
      .get('/public/map/lookup')
      .query({ osm_ids: 'R123,W7', format: 'jsonv2', polygon_geojson: '1' })
      .set('Accept-Language', 'en')
      .expect(200);
    expect(response.headers['x-lookup-source']).toBe('remote');
    expect(response.body).toEqual([{ osm_ids: 'R123,W7', from: 'fake' }]);
    expect(nominatim.requests).toHaveLength(1);
    expect(Object.fromEntries(nominatim.requests[0].searchParams)).toEqual({
      osm_ids: 'R123,W7',
      format: 'jsonv2',
      polygon_geojson: '1',
      'accept-language': 'en',
    });
  });

  it('answers from the shipped data when the service fails or is slower than OSM_LOOKUP_TIMEOUT_MS', async () => {
    for (const ids of ['R500', 'R999']) {
      const response = await t.http.get('/public/map/lookup').query({ osm_ids: ids }).expect(200);
      expect(response.headers['x-lookup-source']).toBe('offline');
      // Nothing imported carries these ids: left out, as Nominatim leaves out unknown ids.
      expect(response.body).toEqual([]);
    }
    expect(nominatim.requests.map((url) => url.searchParams.get('osm_ids'))).toEqual(['R500', 'R999']);
  });

  it('keeps GeoNames ids, which the service does not know, on the shipped data', async () => {
    const response = await t.http.get('/public/map/lookup').query({ osm_ids: 'G1001,R123' }).expect(200);
    expect(response.headers['x-lookup-source']).toBe('offline');
    expect(nominatim.requests).toEqual([]);
  });
});

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource, QueryRunner } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/load-config';
import { MAP_DATASETS } from '../../src/modules/map/data/seed/map-datasets';
import { MapSeeder } from '../../src/modules/map/data/seed/map-seeder';
import { loadLocalities } from '../../src/modules/map/data/sources/localities.source';
import type { BBox } from '../../src/modules/map/geometry/bbox';
import { parseFlightGeometry } from '../../src/modules/map/geometry/flight-geometry';
import { prepareMapObject } from '../../src/modules/map/geometry/prepared-object';
import { bandForZoom } from '../../src/modules/map/geometry/zoom-bands';
import { LAYER_CODES, MAX_LAYER_OBJECTS } from '../../src/modules/map/map.constants';
import { MapObjectsRepository, PreparedStatementPool, preparedStatement } from '../../src/modules/map/repositories/map-objects.repository';
import { CROSSING_LAYERS, NOT_AUTHORITY_KINDS, candidateBoxes } from '../../src/modules/map/services/crossings.service';
import { RussiaBoundaryService } from '../../src/modules/map/services/russia-boundary.service';
import { TestTokenIssuer } from '../../src/testing/test-token-issuer';
import { benchDatabaseUrl, ensureDatabase } from './bench-database';
import { closeHttpClient, httpRequest } from './http-client';
import { Timing, measure } from './stats';
import { BENCH_DATASET, GENERATOR_VERSION, generateZones } from './zone-generator';

/**
 * `npm run -w backend bench:map`: the map calls through the real HTTP endpoint (the app built by
 * createApp, on a real socket) with 50,000 zones plus the seeded reference data in `nebo_bench_test`,
 * against the goals of the issue and against the raw SQL of the same query as the floor. Requests say
 * `Accept-Encoding: gzip` as a browser does; times include reading and decoding the answer, and a size
 * goal is judged on the bytes sent over the wire (the uncompressed size and br are printed beside it).
 * Prints p50/p95 and answer sizes; exits non-zero on a missed goal only with --strict (timings on a
 * shared machine vary).
 */
const ZONE_COUNT = Number(process.env.BENCH_ZONES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
/**
 * What the map page sends: the page's language (names are answered in it) and the encodings; the bench
 * asks for gzip only, the encoding every client has.
 */
const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip', 'Accept-Language': 'ru' };

const MOSCOW: BBox = { minLng: 37.35, minLat: 55.55, maxLng: 37.85, maxLat: 55.92 };
const RUSSIA: BBox = { minLng: -180, minLat: 41, maxLng: 180, maxLat: 82 };

interface Scenario {
  name: string;
  goalP95Ms: number;
  /** Goal for the answer as sent over the wire to a client accepting gzip. */
  goalBytes?: number;
  /** Timings; `bytes` is the size over the wire (gzip). */
  endpoint: Timing;
  floor: Timing;
  rows: number;
  /** The answer uncompressed, as a client without Accept-Encoding gets it. */
  plainBytes: number;
  /** The answer with br, as browsers that offer it get it (information only). */
  brBytes?: number;
}

async function main(): Promise<void> {
  const url = benchDatabaseUrl();
  await ensureDatabase(url);
  const issuer = await TestTokenIssuer.start();
  const config = loadConfig({
    DATABASE_URL: url,
    AUTH_ISSUER: issuer.issuer,
    AUTH_EMBEDDED: 'false',
    LOG_LEVEL: 'error',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nebo-bench-')),
  });
  const app = await createApp({ ...config, databaseUrl: url });
  let client: QueryRunner | undefined;
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const dataSource = app.get(DataSource);
    await fill(dataSource);
    // The floor: the same SQL on one dedicated connection of the same driver, no HTTP and no JSON.
    client = dataSource.createQueryRunner();
    await client.connect();
    await client.query('ANALYZE map_objects');
    const repository = new MapObjectsRepository(dataSource);
    const token = `Bearer ${await issuer.tokenFor('pilot')}`;

    const scenarios: Scenario[] = [];
    scenarios.push(
      await layersScenario('layers/objects, city box (Moscow), zoom 10', base, client, repository, MOSCOW, 10, 30, 200 * 1024),
    );
    scenarios.push(await layersScenario('layers/objects, all of Russia, zoom 3', base, client, repository, RUSSIA, 3, 60));
    scenarios.push(await crossingsScenario(base, client, repository, token));
    const timesMissed = report(scenarios);
    const refusalMissed = !(await reportOversizedRoute(base, token));
    const missed = timesMissed || refusalMissed;
    if (missed && process.argv.includes('--strict')) process.exitCode = 1;
  } finally {
    await client?.release().catch(() => undefined);
    closeHttpClient();
    await app.close();
    await issuer.stop();
  }
}

/** Reference datasets (once per version) and the generated zones (once per generator version and count). */
async function fill(dataSource: DataSource): Promise<void> {
  const repository = new MapObjectsRepository(dataSource);
  const seeder = new MapSeeder(dataSource, repository);
  for (const result of await seeder.seed({ datasets: MAP_DATASETS })) {
    if (result.status === 'loaded') console.log(`seeded ${result.name}: ${result.objects} objects in ${result.milliseconds} ms`);
  }
  const version = `${GENERATOR_VERSION}/${ZONE_COUNT}`;
  if ((await repository.datasetVersion(BENCH_DATASET)) === version) return;
  const started = Date.now();
  const russia = new RussiaBoundaryService();
  const zones = generateZones(ZONE_COUNT, loadLocalities(), (lat, lng) => russia.contains(lat, lng)).map(prepareMapObject);
  await dataSource.transaction(async (manager) => {
    await manager.query('DELETE FROM map_objects WHERE dataset = $1', [BENCH_DATASET]);
    await repository.upsert(zones, manager);
    await repository.recordDataset(BENCH_DATASET, version, zones.length, manager);
  });
  console.log(`generated ${zones.length} bench zones in ${Date.now() - started} ms`);
}

async function layersScenario(
  name: string,
  base: string,
  client: QueryRunner,
  repository: MapObjectsRepository,
  box: BBox,
  zoom: number,
  goalP95Ms: number,
  goalBytes?: number,
): Promise<Scenario> {
  const url = `${base}/public/map/layers/objects?zoomLevel=${zoom}&boundingBox=${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;
  const endpoint = await measure(
    async () => {
      const answer = await httpRequest(url, { headers: BROWSER_HEADERS });
      if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status} ${answer.body.toString('utf8')}`);
      return answer.wireBytes;
    },
    RUNS,
    WARMUP,
  );
  const { sql, params } = repository.boxSqlFor({
    box,
    zoom,
    band: bandForZoom(zoom),
    layers: LAYER_CODES,
    limit: MAX_LAYER_OBJECTS + 1,
    locale: 'ru',
  });
  // The endpoint runs this query as a prepared statement through the driver; so does the floor.
  const connection = (await client.connect()) as PreparedStatementPool;
  let rows = 0;
  const floor = await measure(
    async () => {
      rows = (await connection.query(preparedStatement(sql, params))).rows.length;
      return 0;
    },
    RUNS,
    WARMUP,
  );
  const plain = await httpRequest(url);
  const br = await httpRequest(url, { headers: { 'Accept-Encoding': 'br' } });
  if (JSON.stringify(JSON.parse(br.body.toString('utf8'))) !== JSON.stringify(JSON.parse(plain.body.toString('utf8')))) {
    throw new Error(`${name}: the br answer differs from the uncompressed one`);
  }
  return { name, goalP95Ms, goalBytes, endpoint, floor, rows, plainBytes: plain.wireBytes, brBytes: br.wireBytes };
}

/** A 50-vertex route zig-zagging across Moscow, about 25 km long. */
function benchRoute() {
  return {
    type: 'POLYLINE',
    width: 200,
    points: Array.from({ length: 50 }, (_, i) => ({ lat: 55.65 + (i % 2 === 0 ? 0 : 0.01) + i * 0.002, lng: 37.45 + i * 0.006 })),
  };
}

async function crossingsScenario(base: string, client: QueryRunner, repository: MapObjectsRepository, token: string): Promise<Scenario> {
  const body = JSON.stringify({ geometry: benchRoute() });
  const headers = { 'Content-Type': 'application/json', Authorization: token };
  const endpoint = await measure(
    async () => {
      const answer = await httpRequest(`${base}/api/map/crossings`, { method: 'POST', body, headers: { ...headers, ...BROWSER_HEADERS } });
      if (answer.status !== 200) throw new Error(`crossings: HTTP ${answer.status} ${answer.body.toString('utf8')}`);
      return answer.wireBytes;
    },
    RUNS,
    WARMUP,
  );
  const plain = await httpRequest(`${base}/api/map/crossings`, { method: 'POST', body, headers });
  const parsed = parseFlightGeometry(benchRoute());
  if (!parsed.ok) throw new Error('the bench route is invalid');
  const { sql, params } = repository.geometriesInBoxesSqlFor(candidateBoxes(parsed.value), CROSSING_LAYERS, NOT_AUTHORITY_KINDS, 'ru');
  let rows = 0;
  const floor = await measure(
    async () => {
      rows = ((await client.query(sql, params)) as unknown[]).length;
      return 0;
    },
    RUNS,
    WARMUP,
  );
  return { name: 'crossings of a 50-vertex route (Moscow)', goalP95Ms: 20, endpoint, floor, rows, plainBytes: plain.wireBytes };
}

function report(scenarios: Scenario[]): boolean {
  let missed = false;
  console.log(
    `\nmap benchmark: ${ZONE_COUNT} generated zones + seeded reference data, ${RUNS} sequential requests each (after ${WARMUP} warm-up), ` +
      'Accept-Encoding: gzip, Accept-Language: ru; sizes over the wire\n',
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const s of scenarios) {
    const timeOk = s.endpoint.p95 <= s.goalP95Ms;
    const sizeOk = s.goalBytes === undefined || s.endpoint.bytes <= s.goalBytes;
    missed ||= !timeOk || !sizeOk;
    console.log(s.name);
    console.log(
      `  endpoint  p50 ${s.endpoint.p50.toFixed(1)} ms  p95 ${s.endpoint.p95.toFixed(1)} ms  (goal ≤ ${s.goalP95Ms} ms: ${timeOk ? 'met' : 'MISSED'})` +
        `  node CPU ${s.endpoint.cpuMs.toFixed(1)} ms/request`,
    );
    console.log(
      `  size      ${kb(s.endpoint.bytes)} gzip${s.goalBytes ? ` (goal ≤ ${s.goalBytes / 1024} KB: ${sizeOk ? 'met' : 'MISSED'})` : ''}` +
        `, ${kb(s.plainBytes)} uncompressed${s.brBytes !== undefined ? `, ${kb(s.brBytes)} br` : ''}`,
    );
    console.log(
      `  raw SQL   p50 ${s.floor.p50.toFixed(1)} ms  p95 ${s.floor.p95.toFixed(1)} ms  (${s.rows} rows)  node CPU ${s.floor.cpuMs.toFixed(1)} ms/query`,
    );
    console.log(
      `  ratio endpoint/floor  p50 ×${(s.endpoint.p50 / s.floor.p50).toFixed(2)}  p95 ×${(s.endpoint.p95 / s.floor.p95).toFixed(2)}\n`,
    );
  }
  return missed;
}

/**
 * A route of 100,000 points (about 5 MB of JSON) must be refused with the vertex limit's 400 (the goal
 * checked), and only the parse of the body may cost anything (the time is printed).
 */
async function reportOversizedRoute(base: string, token: string): Promise<boolean> {
  const points = Array.from({ length: 100_000 }, (_, i) => ({ lat: 55 + Math.PI / 100 + i / 1e6, lng: 37 + Math.E / 100 }));
  const body = JSON.stringify({ geometry: { type: 'POLYLINE', points } });
  const headers = { 'Content-Type': 'application/json', Authorization: token, ...BROWSER_HEADERS };
  let status = 0;
  const timing = await measure(
    async () => {
      const answer = await httpRequest(`${base}/api/map/crossings`, { method: 'POST', body, headers });
      status = answer.status;
      return answer.wireBytes;
    },
    10,
    2,
  );
  console.log(
    `oversized route: 100,000 points, ${(body.length / 1024 / 1024).toFixed(1)} MB → HTTP ${status} (goal 400: ${status === 400 ? 'met' : 'MISSED'})` +
      ` in p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms\n`,
  );
  return status === 400;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
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
import { MapObjectsRepository } from '../../src/modules/map/repositories/map-objects.repository';
import { CROSSING_LAYERS, NOT_AUTHORITY_KINDS, candidateBoxes } from '../../src/modules/map/services/crossings.service';
import { RussiaBoundaryService } from '../../src/modules/map/services/russia-boundary.service';
import { TestTokenIssuer } from '../../src/testing/test-token-issuer';
import { benchDatabaseUrl, ensureDatabase } from './bench-database';
import { Timing, measure } from './stats';
import { BENCH_DATASET, GENERATOR_VERSION, generateZones } from './zone-generator';

/**
 * `npm run -w backend bench:map`: the map calls through the real HTTP endpoint (the app built by
 * createApp, on a real socket) with 50,000 zones plus the seeded reference data in `nebo_bench_test`,
 * against the goals of the issue and against the raw SQL of the same query as the floor. Prints p50/p95
 * and answer sizes; exits non-zero on a missed goal only with --strict (timings on a shared machine vary).
 */
const ZONE_COUNT = Number(process.env.BENCH_ZONES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

const MOSCOW: BBox = { minLng: 37.35, minLat: 55.55, maxLng: 37.85, maxLat: 55.92 };
const RUSSIA: BBox = { minLng: -180, minLat: 41, maxLng: 180, maxLat: 82 };

interface Scenario {
  name: string;
  goalP95Ms: number;
  goalBytes?: number;
  endpoint: Timing;
  floor: Timing;
  rows: number;
  /** The answer's size once gzipped, as a compressing proxy would send it (information only). */
  gzipBytes?: number;
}

async function main(): Promise<void> {
  const url = benchDatabaseUrl();
  await ensureDatabase(url);
  const issuer = await TestTokenIssuer.start();
  const config = loadConfig({
    DATABASE_URL: url,
    AUTH_ISSUER: issuer.issuer,
    AUTH_EMBEDDED: 'false',
    LOG_LEVEL: 'warn',
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
    scenarios.push(await layersScenario('layers/objects, city box (Moscow), zoom 10', base, client, repository, MOSCOW, 10, 30, 200 * 1024));
    scenarios.push(await layersScenario('layers/objects, all of Russia, zoom 3', base, client, repository, RUSSIA, 3, 60));
    scenarios.push(await crossingsScenario(base, client, repository, token));
    const missed = report(scenarios);
    if (missed && process.argv.includes('--strict')) process.exitCode = 1;
  } finally {
    await client?.release().catch(() => undefined);
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
  const query = `zoomLevel=${zoom}&boundingBox=${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;
  const endpoint = await measure(async () => {
    const response = await fetch(`${base}/public/map/layers/objects?${query}`);
    if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${await response.text()}`);
    return (await response.arrayBuffer()).byteLength;
  }, RUNS, WARMUP);
  const { sql, params } = repository.boxSqlFor({ box, zoom, band: bandForZoom(zoom), layers: LAYER_CODES, limit: MAX_LAYER_OBJECTS + 1 });
  let rows = 0;
  const floor = await measure(async () => {
    rows = ((await client.query(sql, params)) as unknown[]).length;
    return 0;
  }, RUNS, WARMUP);
  const sample = Buffer.from(await (await fetch(`${base}/public/map/layers/objects?${query}`)).arrayBuffer());
  return { name, goalP95Ms, goalBytes, endpoint, floor, rows, gzipBytes: gzipSync(sample).length };
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
  const endpoint = await measure(async () => {
    const response = await fetch(`${base}/api/map/crossings`, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: token } });
    if (response.status !== 200) throw new Error(`crossings: HTTP ${response.status} ${await response.text()}`);
    return (await response.arrayBuffer()).byteLength;
  }, RUNS, WARMUP);
  const parsed = parseFlightGeometry(benchRoute());
  if (!parsed.ok) throw new Error('the bench route is invalid');
  const { sql, params } = repository.geometriesInBoxesSqlFor(candidateBoxes(parsed.value), CROSSING_LAYERS, NOT_AUTHORITY_KINDS);
  let rows = 0;
  const floor = await measure(async () => {
    rows = ((await client.query(sql, params)) as unknown[]).length;
    return 0;
  }, RUNS, WARMUP);
  return { name: 'crossings of a 50-vertex route (Moscow)', goalP95Ms: 20, endpoint, floor, rows };
}

function report(scenarios: Scenario[]): boolean {
  let missed = false;
  console.log(`\nmap benchmark: ${ZONE_COUNT} generated zones + seeded reference data, ${RUNS} sequential requests each (after ${WARMUP} warm-up)\n`);
  for (const s of scenarios) {
    const timeOk = s.endpoint.p95 <= s.goalP95Ms;
    const sizeOk = s.goalBytes === undefined || s.endpoint.bytes <= s.goalBytes;
    missed ||= !timeOk || !sizeOk;
    console.log(s.name);
    console.log(
      `  endpoint  p50 ${s.endpoint.p50.toFixed(1)} ms  p95 ${s.endpoint.p95.toFixed(1)} ms  (goal ≤ ${s.goalP95Ms} ms: ${timeOk ? 'met' : 'MISSED'})` +
        `  size ${(s.endpoint.bytes / 1024).toFixed(1)} KB${s.goalBytes ? ` (goal ≤ ${s.goalBytes / 1024} KB: ${sizeOk ? 'met' : 'MISSED'})` : ''}` +
        (s.gzipBytes !== undefined ? `, ${(s.gzipBytes / 1024).toFixed(1)} KB gzipped` : ''),
    );
    console.log(`  raw SQL   p50 ${s.floor.p50.toFixed(1)} ms  p95 ${s.floor.p95.toFixed(1)} ms  (${s.rows} rows)`);
    console.log(`  ratio endpoint/floor  p50 ×${(s.endpoint.p50 / s.floor.p50).toFixed(2)}  p95 ×${(s.endpoint.p95 / s.floor.p95).toFixed(2)}\n`);
  }
  return missed;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
